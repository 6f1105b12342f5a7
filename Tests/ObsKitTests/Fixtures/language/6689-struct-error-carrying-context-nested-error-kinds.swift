// Swift in Depth style (error structs): a struct error carrying context, with nested error kinds and CustomStringConvertible output
struct CSVError: Error, CustomStringConvertible {
    enum Kind: CustomStringConvertible {
        case columnCount(expected: Int, found: Int)
        case notNumeric(String)
        var description: String {
            switch self {
            case let .columnCount(expected, found): return "expected \(expected) columns, found \(found)"
            case .notNumeric(let text): return "'\(text)' is not a number"
            }
        }
    }
    let line: Int
    let kind: Kind
    var description: String { "line \(line): \(kind)" }
}

struct Row { let name: String; let qty: Int; let price: Int }

func parse(csv: String) throws -> [Row] {
    var rows: [Row] = []
    for (offset, raw) in csv.split(separator: "\n").enumerated() {
        let fields = raw.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 3 else {
            throw CSVError(line: offset + 1, kind: .columnCount(expected: 3, found: fields.count))
        }
        guard let qty = Int(fields[1]) else { throw CSVError(line: offset + 1, kind: .notNumeric(fields[1])) }
        guard let price = Int(fields[2]) else { throw CSVError(line: offset + 1, kind: .notNumeric(fields[2])) }
        rows.append(Row(name: fields[0], qty: qty, price: price))
    }
    return rows
}

let documents = [
    "pen,3,2\npad,1,5\nink,2,7",
    "pen,3,2\npad,1",
    "pen,3,2\npad,x,5",
    "cup,2,4\nmug,1,free",
]
for doc in documents {
    do {
        let rows = try parse(csv: doc)
        let total = rows.reduce(0) { $0 + $1.qty * $1.price }
        print("\(rows.count) rows, total \(total)")
    } catch let error as CSVError {
        print("CSV error at", error)
        if case .notNumeric = error.kind { print("  (numeric problem on line \(error.line))") }
    } catch {
        print("unexpected", error)
    }
}

// expect: 3 rows, total 25
// expect: CSV error at line 2: expected 3 columns, found 2
// expect: CSV error at line 2: 'x' is not a number
// expect:   (numeric problem on line 2)
// expect: CSV error at line 2: 'free' is not a number
// expect:   (numeric problem on line 2)
