// Swift book style (lazy properties): lazy var initialized on first access, capturing self
class DataImporter {
    var filename = "data.txt"
    init() { print("DataImporter created") }
}

class DataManager {
    lazy var importer = DataImporter()
    var data: [String] = []
    let tag: String
    lazy var summary: String = {
        print("computing summary")
        return "\(self.tag): \(self.data.count) rows"
    }()
    lazy var describer: () -> String = { [unowned self] in
        "describer for \(self.tag)"
    }
    init(tag: String) { self.tag = tag }
    deinit { print("DataManager \(tag) deinit") }
}

var manager: DataManager? = DataManager(tag: "main")
manager!.data.append("Some data")
manager!.data.append("Some more data")
print("importer not yet created")
print(manager!.importer.filename)
print(manager!.summary)
manager!.data.append("late")
print(manager!.summary)
print(manager!.describer())
manager = nil
print("end")
// expect: importer not yet created
// expect: DataImporter created
// expect: data.txt
// expect: computing summary
// expect: main: 2 rows
// expect: main: 2 rows
// expect: describer for main
// expect: DataManager main deinit
// expect: end
