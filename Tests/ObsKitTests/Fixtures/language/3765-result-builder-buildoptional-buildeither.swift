// Swift book style: result builder with buildOptional and buildEither for if/else and switch
@resultBuilder
struct Lines {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ line: String) -> [String] { [line] }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? ["<none>"] }
    static func buildEither(first part: [String]) -> [String] { part }
    static func buildEither(second part: [String]) -> [String] { part }
}

func document(@Lines _ body: () -> [String]) -> String {
    body().joined(separator: " | ")
}

enum Level { case low, mid, high }

func report(verbose: Bool, level: Level, user: String?) -> String {
    document {
        "start"
        if verbose {
            "verbose on"
        }
        if let user = user {
            "user \(user)"
        } else {
            "anonymous"
        }
        switch level {
        case .low: "low"
        case .mid: "mid"
        case .high:
            "HIGH"
            "alert"
        }
        "end"
    }
}

print(report(verbose: true, level: .low, user: "ann"))
print(report(verbose: false, level: .mid, user: nil))
print(report(verbose: true, level: .high, user: nil))

func nested(_ a: Bool, _ b: Bool) -> String {
    document {
        if a {
            if b { "a&b" } else { "a only" }
        } else if b {
            "b only"
        } else {
            "neither"
        }
    }
}
for a in [false, true] {
    for b in [false, true] {
        print(a, b, nested(a, b))
    }
}
// expect: start | verbose on | user ann | low | end
// expect: start | <none> | anonymous | mid | end
// expect: start | verbose on | anonymous | HIGH | alert | end
// expect: false false neither
// expect: false true b only
// expect: true false a only
// expect: true true a&b
