// Course exercise: ARC and deinit messages as references go out of scope
class Tracker {
    let label: String
    init(_ label: String) {
        self.label = label
        print("init \(label)")
    }
    deinit {
        print("deinit \(label)")
    }
}

func makeTemporary() {
    let temp = Tracker("temp")
    print("using \(temp.label)")
}

makeTemporary()

var holder: Tracker? = Tracker("first")
holder = Tracker("second")
holder = nil

var a: Tracker? = Tracker("shared")
var b = a
a = nil
print("a released, b still holds \(b?.label ?? "nothing")")
b = nil

do {
    let scoped = Tracker("scoped")
    print("inside do with \(scoped.label)")
}
print("done")

// expect: init temp
// expect: using temp
// expect: deinit temp
// expect: init first
// expect: init second
// expect: deinit first
// expect: deinit second
// expect: init shared
// expect: a released, b still holds shared
// expect: deinit shared
// expect: init scoped
// expect: inside do with scoped
// expect: deinit scoped
// expect: done
