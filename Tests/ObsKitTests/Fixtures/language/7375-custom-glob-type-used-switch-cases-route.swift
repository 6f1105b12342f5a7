// Pattern matching style (glob patterns): a custom Glob type with ~= used in switch cases to route file names
struct Glob {
    let regex: Regex<AnyRegexOutput>

    init(_ pattern: String) {
        var source = ""
        for ch in pattern {
            switch ch {
            case "*": source += ".*"
            case "?": source += "."
            case ".", "(", ")", "+", "[", "]", "^", "$", "|", "\\": source += "\\\(ch)"
            default: source.append(ch)
            }
        }
        regex = try! Regex(source)
    }

    static func ~= (glob: Glob, name: String) -> Bool {
        name.wholeMatch(of: glob.regex) != nil
    }
}

func route(_ file: String) -> String {
    switch file {
    case Glob("*.swift"): return "compile"
    case Glob("README*"), Glob("*.md"): return "docs"
    case Glob("test_??.txt"): return "fixture"
    case Glob("*.(old)"): return "archive"
    default: return "ignore"
    }
}

let files = ["main.swift", "README", "guide.md", "test_01.txt", "test_001.txt", "data.(old)", "image.png", "swift"]
for file in files {
    print("\(file) -> \(route(file))")
}
let counts = Dictionary(grouping: files, by: route).mapValues(\.count)
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))

// expect: main.swift -> compile
// expect: README -> docs
// expect: guide.md -> docs
// expect: test_01.txt -> fixture
// expect: test_001.txt -> ignore
// expect: data.(old) -> archive
// expect: image.png -> ignore
// expect: swift -> ignore
// expect: archive=1 compile=1 docs=2 fixture=1 ignore=3
