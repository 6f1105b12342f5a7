// Tutorial style (Swift in Sixty Seconds, defer): cleanup ordering with multiple defers and early exits
func processFile(named name: String, failAt step: Int?) -> Bool {
    print("open \(name)")
    defer { print("close \(name)") }

    print("lock \(name)")
    defer { print("unlock \(name)") }

    for current in 1...3 {
        defer { print("  end of step \(current)") }
        if current == step {
            print("  step \(current) failed")
            return false
        }
        print("  step \(current) ok")
    }
    return true
}

print("result: \(processFile(named: "a.txt", failAt: nil))")
print("---")
print("result: \(processFile(named: "b.txt", failAt: 2))")

enum LoadError: Error { case corrupt }

func load(_ corrupt: Bool) throws -> String {
    defer { print("load cleanup") }
    if corrupt { throw LoadError.corrupt }
    return "data"
}

do {
    print(try load(false))
    print(try load(true))
} catch {
    print("caught \(error)")
}

var counter = 0
func bump() -> Int {
    defer { counter += 1 }
    return counter
}
print(bump(), bump(), counter)

do {
    defer { print("scope exit 1") }
    defer { print("scope exit 2") }
    print("inside scope")
}
print("after scope")

// expect: open a.txt
// expect: lock a.txt
// expect:   step 1 ok
// expect:   end of step 1
// expect:   step 2 ok
// expect:   end of step 2
// expect:   step 3 ok
// expect:   end of step 3
// expect: unlock a.txt
// expect: close a.txt
// expect: result: true
// expect: ---
// expect: open b.txt
// expect: lock b.txt
// expect:   step 1 ok
// expect:   end of step 1
// expect:   step 2 failed
// expect:   end of step 2
// expect: unlock b.txt
// expect: close b.txt
// expect: result: false
// expect: load cleanup
// expect: data
// expect: load cleanup
// expect: caught corrupt
// expect: 0 1 2
// expect: inside scope
// expect: scope exit 2
// expect: scope exit 1
// expect: after scope
