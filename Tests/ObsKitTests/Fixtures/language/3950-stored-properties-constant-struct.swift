// Swift book style: stored properties, constant struct instances and lazy stored properties
struct FixedLengthRange {
    var firstValue: Int
    let length: Int
}

var rangeOfThreeItems = FixedLengthRange(firstValue: 0, length: 3)
print("range starts at \(rangeOfThreeItems.firstValue), length \(rangeOfThreeItems.length)")
rangeOfThreeItems.firstValue = 6
print("range now starts at \(rangeOfThreeItems.firstValue)")

let rangeOfFourItems = FixedLengthRange(firstValue: 0, length: 4)
print("constant range: \(rangeOfFourItems.firstValue)..<\(rangeOfFourItems.firstValue + rangeOfFourItems.length)")

class DataImporter {
    var filename = "data.txt"
    init() {
        print("DataImporter created")
    }
}

class DataManager {
    lazy var importer = DataImporter()
    var data: [String] = []
}

let manager = DataManager()
manager.data.append("Some data")
manager.data.append("Some more data")
print("data count: \(manager.data.count)")
print("importer not yet created")
print("filename: \(manager.importer.filename)")
print("filename again: \(manager.importer.filename)")
manager.importer.filename = "other.txt"
print("changed filename: \(manager.importer.filename)")
// expect: range starts at 0, length 3
// expect: range now starts at 6
// expect: constant range: 0..<4
// expect: data count: 2
// expect: importer not yet created
// expect: DataImporter created
// expect: filename: data.txt
// expect: filename again: data.txt
// expect: changed filename: other.txt
