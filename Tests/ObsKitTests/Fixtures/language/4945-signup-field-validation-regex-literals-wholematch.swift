// App code style: signup field validation with Regex literals (wholeMatch, firstMatch, captures) and no Foundation
enum FieldResult: CustomStringConvertible {
    case ok(String)
    case invalid(String)
    var description: String {
        switch self {
        case .ok(let normalized): return "ok -> \(normalized)"
        case .invalid(let reason): return "invalid: \(reason)"
        }
    }
}

func validateUsername(_ input: String) -> FieldResult {
    guard input.wholeMatch(of: #/[a-z][a-z0-9_]{2,15}/#) != nil else {
        if input.first?.isNumber == true { return .invalid("must start with a letter") }
        return .invalid("3-16 lowercase letters, digits or _")
    }
    return .ok("@" + input)
}

func validateEmail(_ input: String) -> FieldResult {
    let pattern = #/([A-Za-z0-9._%+-]+)@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*)\.([A-Za-z]{2,})/#
    guard let match = input.wholeMatch(of: pattern) else { return .invalid("not an email") }
    let (_, local, domain, tld) = match.output
    return .ok("\(local.lowercased())@\(domain.lowercased()).\(tld.lowercased())")
}

func validatePhone(_ input: String) -> FieldResult {
    let digitsOnly = input.replacing(#/[\s().-]/#, with: "")
    guard let match = digitsOnly.wholeMatch(of: #/(\+1)?(\d{3})(\d{3})(\d{4})/#) else {
        return .invalid("expected a 10-digit US number")
    }
    return .ok("(\(match.2)) \(match.3)-\(match.4)")
}

func validatePostcode(_ input: String) -> FieldResult {
    if let m = input.uppercased().wholeMatch(of: #/([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})/#) {
        return .ok("\(m.1) \(m.2)")
    }
    if let zip = input.wholeMatch(of: #/(\d{5})(?:-(\d{4}))?/#) {
        return .ok(zip.2.map { "\(zip.1)-\($0)" } ?? String(zip.1))
    }
    return .invalid("unknown postcode format")
}

let checks: [(String, (String) -> FieldResult, [String])] = [
    ("username", validateUsername, ["swift_fan", "ab", "9lives", "Upper", "a_very_long_username_here"]),
    ("email", validateEmail, ["Ada@Example.COM", "first.last+tag@mail.co.uk", "no-at-sign.com", "x@y.z"]),
    ("phone", validatePhone, ["(415) 555-0132", "+1 212.555.0199", "555-0132", "4155550132"]),
    ("postcode", validatePostcode, ["sw1a 1aa", "EC1A1BB", "94107", "94107-1234", "ABC"]),
]

for (field, validator, inputs) in checks {
    print(field.uppercased())
    for input in inputs {
        print("  \"\(input)\" \(validator(input))")
    }
}

let note = "Call 415-555-0132 or 212-555-0199 before 5pm; ref #A-77, #B-8"
let phones = note.matches(of: #/\d{3}-\d{3}-\d{4}/#).map { String($0.output) }
print("phones found:", phones)
let refs = note.matches(of: #/#([A-Z])-(\d+)/#).map { "\($0.1)\($0.2)" }
print("refs:", refs)
if let time = note.firstMatch(of: #/(\d{1,2})(am|pm)/#) {
    print("time:", time.1, time.2, "at offset", note.distance(from: note.startIndex, to: time.range.lowerBound))
}
let masked = note.replacing(#/\d{3}-\d{4}/#) { match in "***-" + match.output.suffix(4) }
print(masked)
print("has digits:", "abc".contains(#/\d/#), "abc1".contains(#/\d/#), "trimmed:", "  hi  ".trimmingPrefix(#/\s+/#))

// expect: USERNAME
// expect:   "swift_fan" ok -> @swift_fan
// expect:   "ab" invalid: 3-16 lowercase letters, digits or _
// expect:   "9lives" invalid: must start with a letter
// expect:   "Upper" invalid: 3-16 lowercase letters, digits or _
// expect:   "a_very_long_username_here" invalid: 3-16 lowercase letters, digits or _
// expect: EMAIL
// expect:   "Ada@Example.COM" ok -> ada@example.com
// expect:   "first.last+tag@mail.co.uk" ok -> first.last+tag@mail.co.uk
// expect:   "no-at-sign.com" invalid: not an email
// expect:   "x@y.z" invalid: not an email
// expect: PHONE
// expect:   "(415) 555-0132" ok -> (415) 555-0132
// expect:   "+1 212.555.0199" ok -> (212) 555-0199
// expect:   "555-0132" invalid: expected a 10-digit US number
// expect:   "4155550132" ok -> (415) 555-0132
// expect: POSTCODE
// expect:   "sw1a 1aa" ok -> SW1A 1AA
// expect:   "EC1A1BB" ok -> EC1A 1BB
// expect:   "94107" ok -> 94107
// expect:   "94107-1234" ok -> 94107-1234
// expect:   "ABC" invalid: unknown postcode format
// expect: phones found: ["415-555-0132", "212-555-0199"]
// expect: refs: ["A77", "B8"]
// expect: time: 5 pm at offset 41
// expect: Call 415-***-0132 or 212-***-0199 before 5pm; ref #A-77, #B-8
// expect: has digits: false true trimmed: hi  
