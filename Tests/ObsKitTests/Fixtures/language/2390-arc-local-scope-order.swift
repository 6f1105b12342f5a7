// Compiler test style: deinit order for locals at end of nested scopes and do blocks
final class Tracker {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit {
        print("deinit \(name)")
    }
}

func runScopes() {
    let outer = Tracker("outer")
    do {
        let first = Tracker("first")
        let second = Tracker("second")
        print("inner scope uses \(first.name) and \(second.name)")
    }
    print("after inner scope")
    if outer.name.count > 2 {
        let branch = Tracker("branch")
        _ = branch
        print("in branch")
    }
    for index in 0..<2 {
        let loopItem = Tracker("loop\(index)")
        print("iteration \(loopItem.name)")
    }
    print("end of function with \(outer.name)")
}

runScopes()
print("done")
// expect: init outer
// expect: init first
// expect: init second
// expect: inner scope uses first and second
// expect: deinit second
// expect: deinit first
// expect: after inner scope
// expect: init branch
// expect: in branch
// expect: deinit branch
// expect: init loop0
// expect: iteration loop0
// expect: deinit loop0
// expect: init loop1
// expect: iteration loop1
// expect: deinit loop1
// expect: end of function with outer
// expect: deinit outer
// expect: done
