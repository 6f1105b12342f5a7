// Course exercise: lazy stored properties that run their initializer only on first access
class DataImporter {
    let filename = "data.txt"
    init() {
        print("DataImporter created (expensive)")
    }
    func load() -> [String] {
        ["alpha", "beta"]
    }
}

class DataManager {
    lazy var importer = DataImporter()
    var data: [String] = []

    lazy var summary: String = {
        print("computing summary")
        return "\(data.count) items: \(data.joined(separator: ","))"
    }()
}

struct Circle {
    var radius: Double
    lazy var area: Double = {
        print("computing area for radius \(radius)")
        return 3.14 * radius * radius
    }()
}

let manager = DataManager()
manager.data.append("first")
manager.data.append("second")
print("manager ready, importer not yet created")
print("file: \(manager.importer.filename)")
manager.data += manager.importer.load()
print("summary: \(manager.summary)")
manager.data.append("late")
print("summary again: \(manager.summary)")

var circle = Circle(radius: 2)
print("created circle")
print("area: \(circle.area)")
circle.radius = 10
print("area after radius change: \(circle.area)")

var fresh = Circle(radius: 10)
print("fresh area: \(fresh.area)")

// expect: manager ready, importer not yet created
// expect: DataImporter created (expensive)
// expect: file: data.txt
// expect: computing summary
// expect: summary: 4 items: first,second,alpha,beta
// expect: summary again: 4 items: first,second,alpha,beta
// expect: created circle
// expect: computing area for radius 2.0
// expect: area: 12.56
// expect: area after radius change: 12.56
// expect: computing area for radius 10.0
// expect: fresh area: 314.0
