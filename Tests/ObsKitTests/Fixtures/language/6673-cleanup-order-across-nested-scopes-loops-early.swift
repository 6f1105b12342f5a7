// Swift by Sundell style (defer): cleanup order across nested scopes, loops and early returns, logged step by step
var log: [String] = []

func openResource(_ name: String) -> String {
    log.append("open \(name)")
    return name
}

func processBatch(_ values: [Int], limit: Int) -> Int {
    let handle = openResource("batch")
    defer { log.append("close \(handle)") }
    var total = 0
    defer { log.append("total was \(total)") }
    for value in values {
        defer { log.append("done \(value)") }
        if value < 0 {
            log.append("skip \(value)")
            continue
        }
        do {
            defer { log.append("inner scope of \(value)") }
            total += value
        }
        if total > limit {
            log.append("limit hit")
            return -1
        }
    }
    return total
}

print(processBatch([3, -2, 4], limit: 100))
print(log.joined(separator: "\n"))
log.removeAll()
print("---")
print(processBatch([50, 60, 70], limit: 100))
for (number, line) in log.enumerated() {
    print(number + 1, line)
}

func nestedDefers() {
    defer { print("outer 1") }
    if true {
        defer { print("if-scope") }
        print("inside if")
    }
    defer { print("outer 2") }
    print("body end")
}
nestedDefers()

// expect: 7
// expect: open batch
// expect: inner scope of 3
// expect: done 3
// expect: skip -2
// expect: done -2
// expect: inner scope of 4
// expect: done 4
// expect: total was 7
// expect: close batch
// expect: ---
// expect: -1
// expect: 1 open batch
// expect: 2 inner scope of 50
// expect: 3 done 50
// expect: 4 inner scope of 60
// expect: 5 limit hit
// expect: 6 done 60
// expect: 7 total was 110
// expect: 8 close batch
// expect: inside if
// expect: if-scope
// expect: body end
// expect: outer 2
// expect: outer 1
