// RegexBuilder style (12-hour times): ChoiceOf inside Capture with a transform into an enum converts times to 24-hour form
import RegexBuilder

enum Meridiem {
    case am, pm
}

let time = Regex {
    Capture {
        OneOrMore(.digit)
    } transform: { Int($0)! }
    Optionally {
        ":"
        Capture {
            Repeat(.digit, count: 2)
        } transform: { Int($0)! }
    }
    ZeroOrMore(.whitespace)
    Capture {
        ChoiceOf {
            "am"
            "pm"
        }
    } transform: { $0 == "am" ? Meridiem.am : Meridiem.pm }
}.ignoresCase()

let schedule = "Standup 9:15am, lunch 12pm, review 3:45 PM, deploy 12:30 AM, bad 13pm"
for match in schedule.matches(of: time) {
    let (text, hour, minute, meridiem) = match.output
    guard (1...12).contains(hour) else {
        print("\(text): invalid hour")
        continue
    }
    var h24 = hour % 12
    if meridiem == .pm { h24 += 12 }
    let mm = minute ?? 0
    let padded = (h24 < 10 ? "0" : "") + "\(h24):" + (mm < 10 ? "0" : "") + "\(mm)"
    print("\(text) -> \(padded)")
}

// expect: 9:15am -> 09:15
// expect: 12pm -> 12:00
// expect: 3:45 PM -> 15:45
// expect: 12:30 AM -> 12:30
// expect: 13pm: invalid hour
