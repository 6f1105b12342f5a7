// Swift book style (Error Handling): defer ordering in loops, nested scopes and when errors are thrown
enum JobError: Error { case failed(Int) }

func runJobs(_ ids: [Int]) throws {
    print("open log")
    defer { print("close log") }
    for id in ids {
        defer { print("  end job \(id)") }
        print("  start job \(id)")
        if id == 3 {
            throw JobError.failed(id)
        }
    }
    print("all jobs done")
}

do {
    try runJobs([1, 2])
    print("--")
    try runJobs([1, 3, 5])
} catch {
    print("caught \(error)")
}

func nested() {
    defer { print("outer defer 1") }
    defer { print("outer defer 2") }
    do {
        defer { print("inner defer") }
        print("inside inner scope")
    }
    if true {
        defer { print("if-block defer") }
        print("inside if")
    }
    print("end of function body")
}
print("--")
nested()

func computeWithDefer() -> Int {
    var x = 1
    defer { x = 100; print("defer sets x, but return value already chosen") }
    return x
}
print("--")
print("returned", computeWithDefer())

// expect: open log
// expect:   start job 1
// expect:   end job 1
// expect:   start job 2
// expect:   end job 2
// expect: all jobs done
// expect: close log
// expect: --
// expect: open log
// expect:   start job 1
// expect:   end job 1
// expect:   start job 3
// expect:   end job 3
// expect: close log
// expect: caught failed(3)
// expect: --
// expect: inside inner scope
// expect: inner defer
// expect: inside if
// expect: if-block defer
// expect: end of function body
// expect: outer defer 2
// expect: outer defer 1
// expect: --
// expect: defer sets x, but return value already chosen
// expect: returned 1
