// Compiler test style: subscripts with argument labels, overloading by label, and default values
struct Timeline {
    var events: [String]

    subscript(index: Int) -> String {
        events[index]
    }

    subscript(fromEnd offset: Int) -> String {
        events[events.count - 1 - offset]
    }

    subscript(safe index: Int) -> String? {
        events.indices.contains(index) ? events[index] : nil
    }

    subscript(from start: Int, to end: Int) -> [String] {
        Array(events[start...end])
    }

    subscript(matching prefix: String, limit limit: Int = 10) -> [String] {
        Array(events.filter { $0.hasPrefix(prefix) }.prefix(limit))
    }
}

let t = Timeline(events: ["boot", "build", "test", "bench", "deploy", "bump"])

print(t[0])
print(t[fromEnd: 0])
print(t[fromEnd: 2])
print(t[safe: 3] ?? "nil")
print(t[safe: 30] ?? "nil")
print(t[from: 1, to: 3])
print(t[matching: "b"])
print(t[matching: "b", limit: 2])

// expect: boot
// expect: bump
// expect: bench
// expect: bench
// expect: nil
// expect: ["build", "test", "bench"]
// expect: ["boot", "build", "bench", "bump"]
// expect: ["boot", "build"]
