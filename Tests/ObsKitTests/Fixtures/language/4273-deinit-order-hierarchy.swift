// Compiler test style: deinit order in class hierarchies and owned members
class Tracker {
  let name: String
  init(_ name: String) {
    self.name = name
    print("Tracker.init \(name)")
  }
  deinit {
    print("Tracker.deinit \(name)")
  }
}

class Animal {
  let id: String
  let tag: Tracker

  init(id: String) {
    self.id = id
    self.tag = Tracker("tag-\(id)")
    print("Animal.init \(id)")
  }

  deinit {
    print("Animal.deinit \(id)")
  }
}

class Dog: Animal {
  let collar: Tracker

  init(id: String, collar: String) {
    self.collar = Tracker(collar)
    super.init(id: id)
    print("Dog.init \(id)")
  }

  deinit {
    print("Dog.deinit \(id)")
  }
}

final class Puppy: Dog {
  deinit {
    print("Puppy.deinit \(id)")
  }
}

func scope1() {
  print("-- scope1 begin")
  let _ = Animal(id: "a1")
  print("-- scope1 end")
}

func scope2() {
  print("-- scope2 begin")
  var d: Dog? = Dog(id: "d1", collar: "red")
  print("dog alive: \(d!.id)")
  d = nil
  print("-- scope2 after nil")
}

func scope3() {
  print("-- scope3 begin")
  var p: Animal? = Puppy(id: "p1", collar: "blue")
  let other = p
  p = nil
  print("still held by other: \(other!.id)")
  _ = other
  print("-- scope3 end")
}

scope1()
scope2()
scope3()
print("done")
// expect: -- scope1 begin
// expect: Tracker.init tag-a1
// expect: Animal.init a1
// expect: Animal.deinit a1
// expect: Tracker.deinit tag-a1
// expect: -- scope1 end
// expect: -- scope2 begin
// expect: Tracker.init red
// expect: Tracker.init tag-d1
// expect: Animal.init d1
// expect: Dog.init d1
// expect: dog alive: d1
// expect: Dog.deinit d1
// expect: Animal.deinit d1
// expect: Tracker.deinit tag-d1
// expect: Tracker.deinit red
// expect: -- scope2 after nil
// expect: -- scope3 begin
// expect: Tracker.init blue
// expect: Tracker.init tag-p1
// expect: Animal.init p1
// expect: Dog.init p1
// expect: still held by other: p1
// expect: -- scope3 end
// expect: Puppy.deinit p1
// expect: Dog.deinit p1
// expect: Animal.deinit p1
// expect: Tracker.deinit tag-p1
// expect: Tracker.deinit blue
// expect: done
