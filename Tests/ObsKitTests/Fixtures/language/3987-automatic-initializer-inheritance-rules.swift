// Compiler test style: automatic initializer inheritance rules for designated and convenience inits
class Base {
    var value: Int
    var note: String
    init(value: Int, note: String) {
        self.value = value
        self.note = note
        print("Base.init(value: \(value), note: \(note))")
    }
    convenience init(value: Int) {
        self.init(value: value, note: "conv")
    }
    convenience init() {
        self.init(value: -1)
    }
}

class InheritsAll: Base {
    var extra = "default extra"
}

class OverridesDesignated: Base {
    var flag: Bool
    override init(value: Int, note: String) {
        flag = value > 0
        super.init(value: value * 10, note: note + "!")
        print("OverridesDesignated.init flag=\(flag)")
    }
}

class AddsNew: OverridesDesignated {
    var tag: String = "t"
    convenience init(tag: String) {
        self.init(value: 2)
        self.tag = tag
    }
}

let a = InheritsAll()
print(a.value, a.note, a.extra)
let b = InheritsAll(value: 3)
print(b.value, b.note)
let c = OverridesDesignated()
print(c.value, c.note, c.flag)
let d = OverridesDesignated(value: 4)
print(d.value, d.note, d.flag)
let e = AddsNew(tag: "special")
print(e.value, e.note, e.flag, e.tag)
let f = AddsNew(value: 1, note: "n")
print(f.value, f.note, f.tag)
// expect: Base.init(value: -1, note: conv)
// expect: -1 conv default extra
// expect: Base.init(value: 3, note: conv)
// expect: 3 conv
// expect: Base.init(value: -10, note: conv!)
// expect: OverridesDesignated.init flag=false
// expect: -10 conv! false
// expect: Base.init(value: 40, note: conv!)
// expect: OverridesDesignated.init flag=true
// expect: 40 conv! true
// expect: Base.init(value: 20, note: conv!)
// expect: OverridesDesignated.init flag=true
// expect: 20 conv! true special
// expect: Base.init(value: 10, note: n!)
// expect: OverridesDesignated.init flag=true
// expect: 10 n! t
