// Swift book style: Automatic Reference Counting + Closures - strong cycles broken with weak/unowned capture lists, unowned optional, deinit tracing
var events: [String] = []
class Department {
    var name: String
    var courses: [Course]
    init(name: String) { self.name = name; self.courses = [] }
    deinit { events.append("dept \(name) freed") }
}
class Course {
    var name: String
    unowned var department: Department
    unowned var nextCourse: Course?
    init(name: String, in department: Department) {
        self.name = name
        self.department = department
        self.nextCourse = nil
    }
    deinit { events.append("course \(name) freed") }
}
do {
    let department = Department(name: "Horticulture")
    let intro = Course(name: "Survey of Plants", in: department)
    let intermediate = Course(name: "Growing Common Herbs", in: department)
    let advanced = Course(name: "Caring for Tropical Plants", in: department)
    intro.nextCourse = intermediate
    intermediate.nextCourse = advanced
    department.courses = [intro, intermediate, advanced]
    var c: Course? = intro
    while let course = c {
        print("\(course.name) @ \(course.department.name)")
        c = course.nextCourse
    }
}
print(events.sorted())
events.removeAll()

class Country {
    let name: String
    var capitalCity: City!
    init(name: String, capitalName: String) {
        self.name = name
        self.capitalCity = City(name: capitalName, country: self)
    }
    deinit { events.append("country \(name) freed") }
}
class City {
    let name: String
    unowned let country: Country
    init(name: String, country: Country) { self.name = name; self.country = country }
    deinit { events.append("city \(name) freed") }
}
do {
    let country = Country(name: "Canada", capitalName: "Ottawa")
    print("\(country.name)'s capital city is called \(country.capitalCity.name)")
}
print(events)
events.removeAll()

class Downloader {
    let id: Int
    var completion: (() -> Void)?
    var log: [String] = []
    init(id: Int) { self.id = id }
    func startStrong() { completion = { self.log.append("strong \(self.id)") } }
    func startWeak() { completion = { [weak self] in self?.log.append("weak \(self?.id ?? -1)") } }
    func startUnowned() { completion = { [unowned self] in self.log.append("unowned \(self.id)") } }
    deinit { print("Downloader \(id) deinit, log=\(log)") }
}
var d1: Downloader? = Downloader(id: 1)
d1!.startStrong()
d1!.completion?()
d1 = nil
print("d1 released (but leaked)")
var d2: Downloader? = Downloader(id: 2)
d2!.startWeak()
d2!.completion?()
d2 = nil
print("d2 released")
var d3: Downloader? = Downloader(id: 3)
d3!.startUnowned()
d3!.completion?()
d3!.completion?()
d3 = nil
print("d3 released")

class Observer {
    let tag: String
    init(tag: String) { self.tag = tag }
    deinit { print("observer \(tag) gone") }
}
var handlers: [() -> String] = []
do {
    let a = Observer(tag: "A")
    let b = Observer(tag: "B")
    handlers.append { [weak a] in a?.tag ?? "nil-a" }
    handlers.append { [b] in b.tag }
    handlers.append { [tag = a.tag + "!"] in tag }
    print(handlers.map { $0() })
}
print(handlers.map { $0() })
handlers.removeAll()
print("handlers cleared")

weak var weakRef: Observer?
var strong: Observer? = Observer(tag: "W")
weakRef = strong
print(weakRef?.tag ?? "none")
strong = nil
print(weakRef?.tag ?? "none")

// expect: Survey of Plants @ Horticulture
// expect: Growing Common Herbs @ Horticulture
// expect: Caring for Tropical Plants @ Horticulture
// expect: ["course Caring for Tropical Plants freed", "course Growing Common Herbs freed", "course Survey of Plants freed", "dept Horticulture freed"]
// expect: Canada's capital city is called Ottawa
// expect: ["country Canada freed", "city Ottawa freed"]
// expect: d1 released (but leaked)
// expect: Downloader 2 deinit, log=["weak 2"]
// expect: d2 released
// expect: Downloader 3 deinit, log=["unowned 3", "unowned 3"]
// expect: d3 released
// expect: ["A", "B", "A!"]
// expect: observer A gone
// expect: ["nil-a", "B", "A!"]
// expect: observer B gone
// expect: handlers cleared
// expect: W
// expect: observer W gone
// expect: none
