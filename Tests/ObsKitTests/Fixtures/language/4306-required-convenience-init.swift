// Compiler test style: required convenience initializers, delegation across levels, and metatype construction
class Message {
  let text: String
  let priority: Int

  init(text: String, priority: Int) {
    print("  Message.init(text:priority:) \(text) p\(priority)")
    self.text = text
    self.priority = priority
  }

  required convenience init(text: String) {
    print("  Message.init(text:) required convenience")
    self.init(text: text, priority: 1)
  }

  func render() -> String { return "[\(priority)] \(text)" }
}

class Alert: Message {
  var sound: String

  init(text: String, priority: Int, sound: String) {
    print("  Alert.init(text:priority:sound:)")
    self.sound = sound
    super.init(text: text, priority: priority)
  }

  override convenience init(text: String, priority: Int) {
    print("  Alert.init(text:priority:) override convenience")
    self.init(text: text, priority: priority, sound: "beep")
  }

  // required convenience init(text:) is inherited because all designated inits are provided

  override func render() -> String { return super.render() + " <\(sound)>" }
}

class Alarm: Alert {
  required convenience init(text: String) {
    print("  Alarm.init(text:) required convenience")
    self.init(text: text.uppercased(), priority: 9, sound: "siren")
  }
}

func build(_ t: Message.Type, _ s: String) -> Message {
  print("build \(t):")
  return t.init(text: s)
}

let ms = [build(Message.self, "hi"), build(Alert.self, "warn"), build(Alarm.self, "fire")]
for m in ms {
  print(m.render())
}

print("direct:")
let a = Alert(text: "x", priority: 3)
print(a.render())
let al = Alarm(text: "y", priority: 4)
print(al.render())
// expect: build Message:
// expect:   Message.init(text:) required convenience
// expect:   Message.init(text:priority:) hi p1
// expect: build Alert:
// expect:   Message.init(text:) required convenience
// expect:   Alert.init(text:priority:) override convenience
// expect:   Alert.init(text:priority:sound:)
// expect:   Message.init(text:priority:) warn p1
// expect: build Alarm:
// expect:   Alarm.init(text:) required convenience
// expect:   Alert.init(text:priority:sound:)
// expect:   Message.init(text:priority:) FIRE p9
// expect: [1] hi
// expect: [1] warn <beep>
// expect: [9] FIRE <siren>
// expect: direct:
// expect:   Alert.init(text:priority:) override convenience
// expect:   Alert.init(text:priority:sound:)
// expect:   Message.init(text:priority:) x p3
// expect: [3] x <beep>
// expect:   Alert.init(text:priority:) override convenience
// expect:   Alert.init(text:priority:sound:)
// expect:   Message.init(text:priority:) y p4
// expect: [4] y <beep>
