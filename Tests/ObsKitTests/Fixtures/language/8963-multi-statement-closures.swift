// Swift Evolution style (SE-0326 multi-statement closure type inference): parsing log lines
struct Entry {
    let level: String
    let code: Int
    let text: String
}

let lines = [
    "INFO 200 service started",
    "WARN 429 slow down",
    "garbage",
    "ERROR 500 database unreachable",
    "INFO 204 no content",
]

// No explicit `(String) -> Entry? in` annotation needed any more.
// The first `return` with a concrete type drives inference, so it comes before `return nil`.
let entries = lines.compactMap { line in
    let parts = line.split(separator: " ", maxSplits: 2)
    if parts.count == 3, let code = Int(parts[1]) {
        return Entry(level: String(parts[0]), code: code, text: String(parts[2]))
    }
    return nil
}
print("parsed \(entries.count) of \(lines.count)")

// Result type inferred from the returns across branches
let badges = entries.map { entry in
    var badge = "[\(entry.level.prefix(1))]"
    if entry.code >= 500 {
        badge += "!!"
    } else if entry.code >= 400 {
        badge += "!"
    }
    return "\(badge) \(entry.text)"
}
for b in badges { print(b) }

// A closure stored in a local, with loops and early returns inside
let worst = { (list: [Entry]) in
    var best: Entry? = nil
    for e in list {
        if e.level == "ERROR" { return e.text }
        if best == nil || e.code > best!.code { best = e }
    }
    return best?.text ?? "none"
}
print("worst:", worst(entries))
print("worst of first two:", worst(Array(entries.prefix(2))))

// reduce(into:) with a multi-statement body
let counts = entries.reduce(into: [(String, Int)]()) { acc, e in
    if let i = acc.firstIndex(where: { $0.0 == e.level }) {
        acc[i].1 += 1
    } else {
        acc.append((e.level, 1))
    }
}
print(counts.map { "\($0.0)=\($0.1)" }.joined(separator: " "))

// Closure with a `do`/`catch` and a switch
enum Check: Error { case tooLong(Int) }
let validated = entries.map { e in
    do {
        if e.text.count > 15 { throw Check.tooLong(e.text.count) }
        return "ok: \(e.text)"
    } catch Check.tooLong(let n) {
        return "too long (\(n))"
    } catch {
        return "unknown"
    }
}
print(validated)

// Sorting with a multi-statement comparator
let sorted = entries.sorted { a, b in
    let rank = ["ERROR": 0, "WARN": 1, "INFO": 2]
    let ra = rank[a.level] ?? 3
    let rb = rank[b.level] ?? 3
    if ra != rb { return ra < rb }
    return a.code < b.code
}
print(sorted.map(\.code))

// expect: parsed 4 of 5
// expect: [I] service started
// expect: [W]! slow down
// expect: [E]!! database unreachable
// expect: [I] no content
// expect: worst: database unreachable
// expect: worst of first two: slow down
// expect: INFO=2 WARN=1 ERROR=1
// expect: ["ok: service started", "ok: slow down", "too long (20)", "ok: no content"]
// expect: [500, 429, 200, 204]
