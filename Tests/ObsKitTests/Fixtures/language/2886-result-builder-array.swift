// Compiler test style: buildArray enables for-in loops inside a result builder body
@resultBuilder
struct LinesBuilder {
    static func buildBlock(_ components: [String]...) -> [String] {
        components.flatMap { $0 }
    }
    static func buildExpression(_ line: String) -> [String] { [line] }
    static func buildArray(_ components: [[String]]) -> [String] {
        components.flatMap { $0 }
    }
    static func buildOptional(_ component: [String]?) -> [String] { component ?? [] }
}

func report(@LinesBuilder _ body: () -> [String]) -> String {
    body().enumerated().map { "\($0 + 1). \($1)" }.joined(separator: "\n")
}

let scores = [("Ann", 88), ("Bob", 42), ("Cy", 97)]

print(report {
    "Results"
    for (name, score) in scores {
        "\(name): \(score)"
        if score > 90 {
            "  star!"
        }
    }
    "End"
})

@LinesBuilder
func table(upTo n: Int) -> [String] {
    for i in 1...n {
        for j in 1...n where j <= i {
            "\(i)x\(j)=\(i * j)"
        }
    }
}
print(table(upTo: 3))
print(report { for _ in 0..<0 { "none" } }.isEmpty)

// expect: 1. Results
// expect: 2. Ann: 88
// expect: 3. Bob: 42
// expect: 4. Cy: 97
// expect: 5.   star!
// expect: 6. End
// expect: ["1x1=1", "2x1=2", "2x2=4", "3x1=3", "3x2=6", "3x3=9"]
// expect: true
