// Compiler test style: deinit order across a class hierarchy and nested owned objects
class Part {
    let name: String
    init(_ name: String) { self.name = name; print("init part \(name)") }
    deinit { print("deinit part \(name)") }
}

class Machine {
    let label: String
    let engine: Part
    init(label: String) {
        self.label = label
        engine = Part(label + ".engine")
        print("Machine.init \(label)")
    }
    deinit { print("Machine.deinit \(label)") }
}

class Robot: Machine {
    let arm: Part
    init(label: String, armName: String) {
        arm = Part(armName)
        super.init(label: label)
        print("Robot.init \(label)")
    }
    deinit { print("Robot.deinit \(label) (arm \(arm.name))") }
}

final class SuperRobot: Robot {
    deinit { print("SuperRobot.deinit \(label)") }
}

func makeAndDrop() {
    print("-- entering function")
    let r = Robot(label: "r1", armName: "claw")
    print("using \(r.label)")
    print("-- leaving function")
}

makeAndDrop()
print("-- after function")
var sr: SuperRobot? = SuperRobot(label: "sr", armName: "laser")
print("-- setting to nil")
sr = nil
print("-- replacing a value")
var m: Machine? = Machine(label: "old")
m = Machine(label: "new")
print("-- final nil")
m = nil
print("done")
// expect: -- entering function
// expect: init part claw
// expect: init part r1.engine
// expect: Machine.init r1
// expect: Robot.init r1
// expect: using r1
// expect: -- leaving function
// expect: Robot.deinit r1 (arm claw)
// expect: Machine.deinit r1
// expect: deinit part r1.engine
// expect: deinit part claw
// expect: -- after function
// expect: init part laser
// expect: init part sr.engine
// expect: Machine.init sr
// expect: Robot.init sr
// expect: -- setting to nil
// expect: SuperRobot.deinit sr
// expect: Robot.deinit sr (arm laser)
// expect: Machine.deinit sr
// expect: deinit part sr.engine
// expect: deinit part laser
// expect: -- replacing a value
// expect: init part old.engine
// expect: Machine.init old
// expect: init part new.engine
// expect: Machine.init new
// expect: Machine.deinit old
// expect: deinit part old.engine
// expect: -- final nil
// expect: Machine.deinit new
// expect: deinit part new.engine
// expect: done
