// Swift by Sundell style (property wrappers): a wrapper whose projectedValue is itself, exposing history and reset through $name
@propertyWrapper
struct Versioned<Value> {
    private(set) var history: [Value] = []
    private var current: Value

    init(wrappedValue: Value) {
        current = wrappedValue
    }

    var wrappedValue: Value {
        get { current }
        set {
            history.append(current)
            current = newValue
        }
    }

    var projectedValue: Versioned<Value> {
        get { self }
        set { self = newValue }
    }

    mutating func undo() {
        if let last = history.popLast() { current = last }
    }
}

struct Document {
    @Versioned var title: String = "Untitled"
    @Versioned var pageCount: Int = 1
}

var doc = Document()
doc.title = "Draft"
doc.title = "Final"
doc.pageCount += 4
print(doc.title, doc.$title.history, doc.pageCount, doc.$pageCount.history)

doc.$title.undo()
print(doc.title, doc.$title.history)

var branch = doc
branch.title = "Branch"
branch.$pageCount.undo()
print(doc.title, doc.pageCount, branch.title, branch.pageCount)
print(doc.$title.history.count, branch.$title.history.count)

func rename(_ d: inout Document, to name: String) {
    d.title = name
}
rename(&doc, to: "Renamed")
print(doc.title, doc.$title.history)

struct Local {
    func run() {
        @Versioned var n = 0
        n += 1
        n += 1
        print(n, $n.history)
    }
}
Local().run()

// expect: Final ["Untitled", "Draft"] 5 [1]
// expect: Draft ["Untitled"]
// expect: Draft 5 Branch 1
// expect: 1 2
// expect: Renamed ["Untitled", "Draft"]
// expect: 2 [0, 1]
