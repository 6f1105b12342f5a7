// Swift by Sundell style (autoclosures): a rethrowing fallback operator with a throwing autoclosure, and forEach stopping on an error
enum LookupFailure: Error { case absent(String) }

infix operator ???: NilCoalescingPrecedence

func ??? <T>(lhs: @autoclosure () throws -> T, rhs: @autoclosure () throws -> T) rethrows -> T {
    do {
        return try lhs()
    } catch {
        print("  primary failed (\(error)), trying fallback")
        return try rhs()
    }
}

let primary = ["en": "Hello", "fr": "Bonjour"]
let backup = ["de": "Hallo", "en": "Hi"]

func translation(_ lang: String, in table: [String: String]) throws -> String {
    guard let t = table[lang] else { throw LookupFailure.absent(lang) }
    return t
}

for lang in ["fr", "de", "jp"] {
    do {
        let text = try translation(lang, in: primary) ??? translation(lang, in: backup)
        print(lang, text)
    } catch LookupFailure.absent(let l) {
        print(lang, "missing everywhere (\(l))")
    }
}
let constant = 1 ??? 2
print("non-throwing use:", constant)

func log(_ message: @autoclosure () -> String, enabled: Bool) {
    if enabled { print("log:", message()) }
}
var evaluations = 0
func expensive() -> String { evaluations += 1; return "computed" }
log(expensive(), enabled: false)
log(expensive(), enabled: true)
print("evaluations:", evaluations)

var seen: [String] = []
do {
    try ["en", "fr", "xx", "de"].forEach { lang in
        seen.append(try translation(lang, in: primary))
    }
} catch {
    print("forEach stopped:", error, "after", seen)
}

// expect: fr Bonjour
// expect:   primary failed (absent("de")), trying fallback
// expect: de Hallo
// expect:   primary failed (absent("jp")), trying fallback
// expect: jp missing everywhere (jp)
// expect: non-throwing use: 1
// expect: log: computed
// expect: evaluations: 1
// expect: forEach stopped: absent("xx") after ["Hello", "Bonjour"]
