// Swift book style (withExtendedLifetime): keep an object alive while a weak reference is used
final class Session {
    let id: Int
    init(id: Int) { self.id = id; print("session \(id) start") }
    deinit { print("session \(id) end") }
}

func check() {
    let s = Session(id: 1)
    weak var w = s
    withExtendedLifetime(s) {
        print("weak sees \(w?.id ?? -1)")
    }
    print("after extended lifetime block")
}
check()

let result = withExtendedLifetime(Session(id: 2)) { (s: Session) -> Int in
    print("inside with \(s.id)")
    return s.id * 10
}
print("result \(result)")

var holder: [Session] = [Session(id: 3)]
withExtendedLifetime(holder) {
    holder.removeAll()
    print("holder emptied inside")
}
print("done")
// expect: session 1 start
// expect: weak sees 1
// expect: after extended lifetime block
// expect: session 1 end
// expect: session 2 start
// expect: inside with 2
// expect: session 2 end
// expect: result 20
// expect: session 3 start
// expect: holder emptied inside
// expect: session 3 end
// expect: done
