// App code style: tiny spreadsheet with formula cells and cycle detection
indirect enum Formula: CustomStringConvertible {
    case number(Int)
    case ref(String)
    case add(Formula, Formula)
    case mul(Formula, Formula)
    case sum([String])

    var description: String {
        switch self {
        case .number(let n): return "\(n)"
        case .ref(let r): return r
        case .add(let a, let b): return "(\(a)+\(b))"
        case .mul(let a, let b): return "\(a)*\(b)"
        case .sum(let refs): return "SUM(\(refs.joined(separator: ",")))"
        }
    }
}

enum CellError: Error, Equatable { case missing(String), cycle([String]) }

struct Sheet {
    var cells: [String: Formula] = [:]

    func value(of name: String, visiting: [String] = []) throws -> Int {
        if visiting.contains(name) { throw CellError.cycle(visiting + [name]) }
        guard let f = cells[name] else { throw CellError.missing(name) }
        return try eval(f, visiting: visiting + [name])
    }

    private func eval(_ f: Formula, visiting: [String]) throws -> Int {
        switch f {
        case .number(let n): return n
        case .ref(let r): return try value(of: r, visiting: visiting)
        case let .add(a, b): return try eval(a, visiting: visiting) + eval(b, visiting: visiting)
        case let .mul(a, b): return try eval(a, visiting: visiting) * eval(b, visiting: visiting)
        case .sum(let refs): return try refs.reduce(0) { $0 + (try value(of: $1, visiting: visiting)) }
        }
    }

    func render(_ name: String) -> String {
        do { return "\(name) = \(cells[name]!) = \(try value(of: name))" }
        catch CellError.cycle(let path) { return "\(name) = #CYCLE \(path.joined(separator: "->"))" }
        catch { return "\(name) = #ERR \(error)" }
    }
}

var sheet = Sheet()
sheet.cells["A1"] = .number(4)
sheet.cells["A2"] = .number(6)
sheet.cells["A3"] = .add(.ref("A1"), .ref("A2"))
sheet.cells["B1"] = .mul(.ref("A3"), .number(3))
sheet.cells["B2"] = .sum(["A1", "A2", "A3", "B1"])
sheet.cells["C1"] = .add(.ref("C2"), .number(1))
sheet.cells["C2"] = .mul(.ref("C1"), .number(2))
sheet.cells["D1"] = .add(.ref("Z9"), .number(1))
for name in sheet.cells.keys.sorted() { print(sheet.render(name)) }
sheet.cells["A1"] = .number(10)
print("after edit: B2 = \((try? sheet.value(of: "B2")) ?? -1)")
sheet.cells["C2"] = .number(5)
print(sheet.render("C1"))
print((try? sheet.value(of: "D1")) == nil ? "D1 still broken" : "D1 ok")
// expect: A1 = 4 = 4
// expect: A2 = 6 = 6
// expect: A3 = (A1+A2) = 10
// expect: B1 = A3*3 = 30
// expect: B2 = SUM(A1,A2,A3,B1) = 50
// expect: C1 = #CYCLE C1->C2->C1
// expect: C2 = #CYCLE C2->C1->C2
// expect: D1 = #ERR missing("Z9")
// expect: after edit: B2 = 80
// expect: C1 = (C2+1) = 6
// expect: D1 still broken
