// Compiler test style: passing an element of an observed array inout fires the array's observers once
func tripleAll(_ values: inout [Int]) {
  for i in values.indices { values[i] *= 3 }
}

func addTen(_ x: inout Int) {
  x += 5
  x += 5
}

final class Sensor {
  var readings: [Int] = [1, 2, 3] {
    willSet { print("  willSet readings \(readings) -> \(newValue)") }
    didSet { print("  didSet readings \(oldValue) -> \(readings)") }
  }
}

struct Station {
  var sensors: [Int: Sensor] = [:]
  var calibration: [Int] = [0, 0] {
    didSet { print("  Station calibration didSet \(calibration)") }
  }
}

let sensor = Sensor()
print("inout element:")
addTen(&sensor.readings[1])
print("inout whole array:")
tripleAll(&sensor.readings)
print("element compound:")
sensor.readings[0] -= 1
print("for-in over indices:")
for i in sensor.readings.indices where i > 0 {
  sensor.readings[i] = 0
}

var station = Station()
station.sensors[1] = sensor
print("through dictionary of classes:")
station.sensors[1]?.readings.append(9)
print("struct observed element:")
addTen(&station.calibration[0])
print("final:", sensor.readings, station.calibration)
// expect: inout element:
// expect:   willSet readings [1, 2, 3] -> [1, 12, 3]
// expect:   didSet readings [1, 2, 3] -> [1, 12, 3]
// expect: inout whole array:
// expect:   willSet readings [1, 12, 3] -> [3, 36, 9]
// expect:   didSet readings [1, 12, 3] -> [3, 36, 9]
// expect: element compound:
// expect:   willSet readings [3, 36, 9] -> [2, 36, 9]
// expect:   didSet readings [3, 36, 9] -> [2, 36, 9]
// expect: for-in over indices:
// expect:   willSet readings [2, 36, 9] -> [2, 0, 9]
// expect:   didSet readings [2, 36, 9] -> [2, 0, 9]
// expect:   willSet readings [2, 0, 9] -> [2, 0, 0]
// expect:   didSet readings [2, 0, 9] -> [2, 0, 0]
// expect: through dictionary of classes:
// expect:   willSet readings [2, 0, 0] -> [2, 0, 0, 9]
// expect:   didSet readings [2, 0, 0] -> [2, 0, 0, 9]
// expect: struct observed element:
// expect:   Station calibration didSet [10, 0]
// expect: final: [2, 0, 0, 9] [10, 0]
