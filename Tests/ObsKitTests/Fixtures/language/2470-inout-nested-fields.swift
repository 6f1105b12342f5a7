// Compiler test style: inout on stored properties, nested struct fields, tuple elements and array elements
struct Engine {
  var rpm: Int
  var temps: (intake: Int, exhaust: Int)
}

struct Car {
  var name: String
  var engine: Engine
  var wheels: [Int]
}

func bump(_ x: inout Int, by delta: Int) {
  x += delta
}

func rename(_ s: inout String) {
  s = s.uppercased() + "!"
}

func resetTuple(_ t: inout (intake: Int, exhaust: Int)) {
  t.intake = 0
  t = (t.intake + 1, t.exhaust * 2)
}

var car = Car(name: "roadster", engine: Engine(rpm: 800, temps: (20, 90)), wheels: [30, 31, 32, 33])
bump(&car.engine.rpm, by: 1200)
print("rpm:", car.engine.rpm)
bump(&car.engine.temps.exhaust, by: 15)
print("temps:", car.engine.temps.intake, car.engine.temps.exhaust)
bump(&car.wheels[2], by: -5)
print("wheels:", car.wheels)
rename(&car.name)
print("name:", car.name)
resetTuple(&car.engine.temps)
print("after reset:", car.engine.temps)

var pair = (left: 3, right: 4)
bump(&pair.left, by: 10)
bump(&pair.1, by: 100)
print("pair:", pair)

var copy = car
bump(&copy.engine.rpm, by: 1)
print("original rpm:", car.engine.rpm, "copy rpm:", copy.engine.rpm)

var grid = [[1, 2], [3, 4]]
bump(&grid[1][0], by: 40)
print("grid:", grid)
// expect: rpm: 2000
// expect: temps: 20 105
// expect: wheels: [30, 31, 27, 33]
// expect: name: ROADSTER!
// expect: after reset: (intake: 1, exhaust: 210)
// expect: pair: (left: 13, right: 104)
// expect: original rpm: 2000 copy rpm: 2001
// expect: grid: [[1, 2], [43, 4]]
