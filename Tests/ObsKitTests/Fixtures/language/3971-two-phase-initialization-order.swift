// Compiler test style: two-phase initialization order with prints in every init body
func trace(_ s: String) -> Int {
    print("  evaluating default for \(s)")
    return s.count
}

class Base {
    var baseValue = trace("baseValue")
    let tag: String
    init(tag: String) {
        print("Base.init phase 1 start (\(tag))")
        self.tag = tag
        print("Base.init phase 1 done, baseValue=\(baseValue)")
        describe()
    }
    convenience init() {
        print("Base convenience init")
        self.init(tag: "default")
        print("Base convenience init after delegation, tag=\(tag)")
    }
    func describe() {
        print("Base.describe tag=\(tag)")
    }
}

class Middle: Base {
    var middleValue = trace("middleValue")
    init(tag: String, extra: Int) {
        print("Middle.init start")
        middleValue = extra
        super.init(tag: tag)
        print("Middle.init phase 2, middleValue=\(middleValue)")
        baseValue += 100
    }
    override convenience init(tag: String) {
        print("Middle convenience override init(tag:)")
        self.init(tag: tag, extra: 1)
    }
    override func describe() {
        print("Middle.describe tag=\(tag) middleValue=\(middleValue)")
    }
}

class Leaf: Middle {
    var leafValue: String = "leaf"
    override init(tag: String, extra: Int) {
        print("Leaf.init start")
        super.init(tag: tag.uppercased(), extra: extra * 10)
        print("Leaf.init phase 2, baseValue=\(baseValue) leafValue=\(leafValue)")
    }
}

print("== Base()")
_ = Base()
print("== Middle(tag:)")
let m = Middle(tag: "m")
print("m.baseValue = \(m.baseValue)")
print("== Leaf()")
let l = Leaf()
print("l.tag = \(l.tag), l.middleValue = \(l.middleValue)")
// expect: == Base()
// expect: Base convenience init
// expect:   evaluating default for baseValue
// expect: Base.init phase 1 start (default)
// expect: Base.init phase 1 done, baseValue=9
// expect: Base.describe tag=default
// expect: Base convenience init after delegation, tag=default
// expect: == Middle(tag:)
// expect: Middle convenience override init(tag:)
// expect:   evaluating default for middleValue
// expect: Middle.init start
// expect:   evaluating default for baseValue
// expect: Base.init phase 1 start (m)
// expect: Base.init phase 1 done, baseValue=9
// expect: Middle.describe tag=m middleValue=1
// expect: Middle.init phase 2, middleValue=1
// expect: m.baseValue = 109
// expect: == Leaf()
// expect: Base convenience init
// expect: Middle convenience override init(tag:)
// expect: Leaf.init start
// expect:   evaluating default for middleValue
// expect: Middle.init start
// expect:   evaluating default for baseValue
// expect: Base.init phase 1 start (DEFAULT)
// expect: Base.init phase 1 done, baseValue=9
// expect: Middle.describe tag=DEFAULT middleValue=10
// expect: Middle.init phase 2, middleValue=10
// expect: Leaf.init phase 2, baseValue=109 leafValue=leaf
// expect: Base convenience init after delegation, tag=DEFAULT
// expect: l.tag = DEFAULT, l.middleValue = 10
