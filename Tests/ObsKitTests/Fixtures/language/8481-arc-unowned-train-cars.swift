// Swift book style (Automatic Reference Counting): a locomotive owns its cars, each car keeps an unowned back-reference, and deinit runs in chain order
class Locomotive {
    let id: String
    var cars: [Car] = []
    init(id: String) {
        self.id = id
        print("locomotive \(id) built")
    }
    func attach(_ cargo: String) {
        cars.append(Car(cargo: cargo, engine: self))
    }
    deinit { print("locomotive \(id) scrapped") }
}

class Car {
    let cargo: String
    unowned let engine: Locomotive
    var next: Car?
    init(cargo: String, engine: Locomotive) {
        self.cargo = cargo
        self.engine = engine
    }
    var label: String { "\(cargo) pulled by \(engine.id)" }
    deinit { print("car with \(cargo) scrapped") }
}

do {
    let loco = Locomotive(id: "L7")
    loco.attach("coal")
    loco.attach("grain")
    for car in loco.cars {
        print(car.label)
    }
    print("leaving scope")
}
print("---")

// A singly linked chain: releasing the head releases each link in turn
class Link {
    let n: Int
    var next: Link?
    init(_ n: Int, next: Link?) {
        self.n = n
        self.next = next
    }
    deinit { print("link \(n) freed") }
}

var head: Link? = Link(1, next: Link(2, next: Link(3, next: nil)))
var tail = head?.next?.next
print("tail is", tail!.n)
head = nil
print("head cleared, tail still", tail!.n)
tail = nil
print("---")

// Unowned optional reference to a parent
class Course {
    let title: String
    var lessons: [Lesson] = []
    init(title: String) { self.title = title }
    deinit { print("course \(title) freed") }
}
class Lesson {
    let topic: String
    unowned var course: Course?
    init(topic: String, course: Course) {
        self.topic = topic
        self.course = course
    }
    deinit { print("lesson \(topic) freed") }
}
var swiftCourse: Course? = Course(title: "Swift")
swiftCourse!.lessons = ["ARC", "Generics"].map { Lesson(topic: $0, course: swiftCourse!) }
print(swiftCourse!.lessons.map { "\($0.topic) in \($0.course!.title)" })
swiftCourse = nil
print("end")

// expect: locomotive L7 built
// expect: coal pulled by L7
// expect: grain pulled by L7
// expect: leaving scope
// expect: locomotive L7 scrapped
// expect: car with coal scrapped
// expect: car with grain scrapped
// expect: ---
// expect: tail is 3
// expect: link 1 freed
// expect: link 2 freed
// expect: head cleared, tail still 3
// expect: link 3 freed
// expect: ---
// expect: ["ARC in Swift", "Generics in Swift"]
// expect: course Swift freed
// expect: lesson ARC freed
// expect: lesson Generics freed
// expect: end
