// Optional Chaining: ? yields nil quietly where ! traps: a force-unwrapped nil locker stops the program.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Locker { var items = 1 }
final class Member {
    let name: String
    var locker: Locker?
    init(name: String) { self.name = name }
}
let members = [Member(name: "Kit"), Member(name: "Lou")]
members[0].locker = Locker()
members[0].locker?.items = 4
for member in members {
    print(member.name, member.locker?.items ?? 0)
}
for member in members {
    print("\(member.name) keeps \(member.locker!.items) items in the locker")
}

// expect: Kit 4
// expect: Lou 0
// expect: Kit keeps 4 items in the locker
// expect-error: Fatal error: Unexpectedly found nil while unwrapping an Optional value
