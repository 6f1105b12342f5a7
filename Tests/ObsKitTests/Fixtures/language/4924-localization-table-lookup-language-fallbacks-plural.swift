// App code style: localization table lookup with language fallbacks, plural categories and positional arguments
enum PluralCategory: String { case zero, one, few, many, other }

struct Locale {
    let code: String
    let fallback: String?

    func category(for n: Int) -> PluralCategory {
        switch code {
        case "pl":
            if n == 1 { return .one }
            let mod10 = n % 10, mod100 = n % 100
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case "fr":
            return n == 0 || n == 1 ? .one : .other
        case "ja":
            return .other
        default:
            return n == 0 ? .zero : (n == 1 ? .one : .other)
        }
    }
}

let table: [String: [String: String]] = [
    "en": [
        "greeting": "Hello, %1$@!",
        "inbox.zero": "No new messages",
        "inbox.one": "%1$@, you have one new message",
        "inbox.other": "%1$@, you have %2$d new messages",
        "moved": "Moved %1$@ to %2$@",
    ],
    "fr": [
        "greeting": "Bonjour, %1$@ !",
        "inbox.one": "%1$@, vous avez %2$d nouveau message",
        "inbox.other": "%1$@, vous avez %2$d nouveaux messages",
    ],
    "pl": [
        "inbox.one": "%1$@, masz 1 nową wiadomość",
        "inbox.few": "%1$@, masz %2$d nowe wiadomości",
        "inbox.many": "%1$@, masz %2$d nowych wiadomości",
    ],
    "fr-CA": [
        "greeting": "Allô, %1$@!",
    ],
]

enum Arg { case text(String), number(Int) }

func substitute(_ template: String, _ args: [Arg]) -> String {
    var result = ""
    var chars = template[...]
    while let percent = chars.firstIndex(of: "%") {
        result += chars[..<percent]
        var rest = chars[chars.index(after: percent)...]
        let digits = rest.prefix(while: \.isNumber)
        rest = rest.dropFirst(digits.count)
        if let index = Int(digits), rest.first == "$", rest.count >= 2 {
            let spec = rest[rest.index(after: rest.startIndex)]
            switch (spec, index <= args.count ? args[index - 1] : nil) {
            case ("@", .text(let s)?): result += s
            case ("d", .number(let n)?): result += String(n)
            default: result += "<?>"
            }
            chars = rest.dropFirst(2)
        } else {
            result += "%"
            chars = rest
        }
    }
    return result + chars
}

func localized(_ key: String, locale: Locale, count: Int? = nil, _ args: Arg...) -> String {
    var codes = [locale.code]
    if let fallback = locale.fallback { codes.append(fallback) }
    if locale.code != "en" { codes.append("en") }
    var keys = [key]
    if let count {
        let category = locale.category(for: count)
        keys = ["\(key).\(category.rawValue)", "\(key).other"]
    }
    for code in codes {
        for candidate in keys {
            if let template = table[code]?[candidate] {
                return substitute(template, args)
            }
        }
    }
    return "[\(key)]"
}

let locales = [Locale(code: "en", fallback: nil), Locale(code: "fr", fallback: nil), Locale(code: "fr-CA", fallback: "fr"), Locale(code: "pl", fallback: nil), Locale(code: "ja", fallback: nil)]
for locale in locales {
    print("[\(locale.code)]", localized("greeting", locale: locale, .text("Kim")))
    for n in [0, 1, 3, 5, 22] {
        print("   \(n):", localized("inbox", locale: locale, count: n, .text("Kim"), .number(n)))
    }
}
print(localized("moved", locale: locales[1], .text("report.pdf"), .text("Archive")))
print(localized("missing.key", locale: locales[0]))
print(substitute("100%% sure, %1$d%", [.number(7)]))
print(substitute("%2$@ before %1$@", [.text("A"), .text("B")]))
print(substitute("wrong type %1$d", [.text("x")]))

// expect: [en] Hello, Kim!
// expect:    0: No new messages
// expect:    1: Kim, you have one new message
// expect:    3: Kim, you have 3 new messages
// expect:    5: Kim, you have 5 new messages
// expect:    22: Kim, you have 22 new messages
// expect: [fr] Bonjour, Kim !
// expect:    0: Kim, vous avez 0 nouveau message
// expect:    1: Kim, vous avez 1 nouveau message
// expect:    3: Kim, vous avez 3 nouveaux messages
// expect:    5: Kim, vous avez 5 nouveaux messages
// expect:    22: Kim, vous avez 22 nouveaux messages
// expect: [fr-CA] Allô, Kim!
// expect:    0: Kim, vous avez 0 nouveaux messages
// expect:    1: Kim, vous avez 1 nouveau message
// expect:    3: Kim, vous avez 3 nouveaux messages
// expect:    5: Kim, vous avez 5 nouveaux messages
// expect:    22: Kim, vous avez 22 nouveaux messages
// expect: [pl] Hello, Kim!
// expect:    0: Kim, masz 0 nowych wiadomości
// expect:    1: Kim, masz 1 nową wiadomość
// expect:    3: Kim, masz 3 nowe wiadomości
// expect:    5: Kim, masz 5 nowych wiadomości
// expect:    22: Kim, masz 22 nowe wiadomości
// expect: [ja] Hello, Kim!
// expect:    0: Kim, you have 0 new messages
// expect:    1: Kim, you have 1 new messages
// expect:    3: Kim, you have 3 new messages
// expect:    5: Kim, you have 5 new messages
// expect:    22: Kim, you have 22 new messages
// expect: Moved report.pdf to Archive
// expect: [missing.key]
// expect: 100%% sure, 7%
// expect: B before A
// expect: wrong type <?>
