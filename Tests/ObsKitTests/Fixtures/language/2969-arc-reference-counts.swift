// Compiler test style: multiple strong references keep an instance alive, unowned optional and implicitly unwrapped cycles
class Country {
    let name: String
    var capitalCity: City!
    init(name: String, capitalName: String) {
        self.name = name
        self.capitalCity = City(name: capitalName, country: self)
    }
    deinit { print("Country \(name) deinit") }
}
class City {
    let name: String
    unowned let country: Country
    init(name: String, country: Country) {
        self.name = name
        self.country = country
    }
    deinit { print("City \(name) deinit") }
}
var country: Country? = Country(name: "Canada", capitalName: "Ottawa")
print("\(country!.name)'s capital city is called \(country!.capitalCity.name)")
print(country!.capitalCity.country.name)
country = nil
class Department {
    var name: String
    var courses: [Course] = []
    init(name: String) { self.name = name }
    deinit { print("Department \(name) deinit") }
}
class Course {
    var name: String
    unowned var department: Department
    unowned var nextCourse: Course?
    init(name: String, in department: Department) {
        (self.name, self.department, self.nextCourse) = (name, department, nil)
    }
    deinit { print("Course \(name) deinit") }
}
var dept: Department? = Department(name: "Horticulture")
let intro = Course(name: "Survey of Plants", in: dept!)
let intermediate = Course(name: "Growing Common Herbs", in: dept!)
intro.nextCourse = intermediate
dept!.courses = [intro, intermediate]
print(intro.nextCourse?.name ?? "none", intermediate.nextCourse?.name ?? "none", intro.department.name)
var ref2 = dept
dept = nil
print("still alive:", ref2!.courses.count)
ref2 = nil
print("end")
// expect: Canada's capital city is called Ottawa
// expect: Canada
// expect: Country Canada deinit
// expect: City Ottawa deinit
// expect: Growing Common Herbs none Horticulture
// expect: still alive: 2
// expect: Department Horticulture deinit
// expect: end
