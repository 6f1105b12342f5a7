// Swift Regex style (dynamic captures): AnyRegexOutput from try Regex(String) read by index and by name at runtime
let patterns = [
    #"(\w+)@(\w+)\.com"#,
    #"(?<key>\w+):(?<value>\d+)"#,
    #"no captures here"#,
]
let text = "contact: ann@corp.com, retries:5, no captures here"

for source in patterns {
    do {
        let regex = try Regex(source)
        guard let match = text.firstMatch(of: regex) else {
            print("\(source): no match")
            continue
        }
        let output = match.output
        print("\(source): \(output.count) element(s), whole = '\(output[0].substring ?? "")'")
        for index in 1..<output.count {
            let element = output[index]
            let label = element.name.map { "\($0)" } ?? "#\(index)"
            print("  \(label) = \(element.substring ?? "nil")")
        }
        if let value = output["value"]?.substring {
            print("  value doubled: \(Int(value)! * 2)")
        }
    } catch {
        print("\(source): invalid pattern")
    }
}

// expect: (\w+)@(\w+)\.com: 3 element(s), whole = 'ann@corp.com'
// expect:   #1 = ann
// expect:   #2 = corp
// expect: (?<key>\w+):(?<value>\d+): 3 element(s), whole = 'retries:5'
// expect:   key = retries
// expect:   value = 5
// expect:   value doubled: 10
// expect: no captures here: 1 element(s), whole = 'no captures here'
