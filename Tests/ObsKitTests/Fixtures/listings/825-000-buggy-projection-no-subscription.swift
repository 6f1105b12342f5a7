// Article 000, the buggy projection (listing 000-02) hosted in our own struct: each access builds a new `ObservedObject` and returns its projection. Its bindings still write the model (and its objectWillChange fires for whoever is subscribed), but the throwaway ObservedObject itself subscribes to nothing: it is never installed on a view. rules §13 (locals are never reflected or installed, so they subscribe to nothing; `$o.x` still writes the object), §9, §6.
final class Model: ObservableObject {
    let name: String
    private let publisher = ObservableObjectPublisher()
    var objectWillChange: ObservableObjectPublisher {
        print("subscribing to", name)
        return publisher
    }
    var value = 0 {
        willSet { publisher.send() }
    }
    init(name: String) { self.name = name }
}

final class Holder<ObjectType: ObservableObject> {
    let object: ObjectType
    init(_ object: ObjectType) { self.object = object }
}

struct Projector<ObjectType: ObservableObject> {
    let box: Holder<ObjectType>
    //> include 000-02-buggy-projection.swift
}

let m = Model(name: "m")
let watcher = m.objectWillChange.sink { print("m will change") }
let projector = Projector(box: Holder(m))
print("-- two writes through two fresh projections")
projector.projectedValue.value.wrappedValue = 3
projector.projectedValue.value.wrappedValue = 4
print("m.value:", m.value)

// expect: subscribing to m
// expect: -- two writes through two fresh projections
// expect: m will change
// expect: m will change
// expect: m.value: 4
