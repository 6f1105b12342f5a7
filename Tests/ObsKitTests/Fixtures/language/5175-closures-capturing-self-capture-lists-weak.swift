// Book style (Automatic Reference Counting): closures capturing self, capture lists with weak and unowned
class Lantern {
    let label: String
    var brightness = 1
    lazy var describe: () -> String = { [unowned self] in
        "\(self.label) at \(self.brightness)"
    }
    var onDim: (() -> Void)?
    init(label: String) {
        self.label = label
        print("light \(label)")
    }
    deinit { print("snuff \(label)") }
}

class Keeper {
    let name: String
    var lanterns: [Lantern] = []
    init(name: String) { self.name = name }
    deinit { print("keeper \(name) retires") }
    func watch(_ lantern: Lantern) {
        lanterns.append(lantern)
        lantern.onDim = { [weak self, weak lantern] in
            guard let self = self, let lantern = lantern else {
                print("nobody to tell")
                return
            }
            print("\(self.name) sees \(lantern.label) dim")
        }
    }
}

var keeper: Keeper? = Keeper(name: "Odo")
var red: Lantern? = Lantern(label: "red")
red!.brightness = 5
print(red!.describe())
keeper!.watch(red!)
red!.onDim?()
let dim = red!.onDim
red = nil
print("red variable cleared")
dim?()
keeper = nil
dim?()

var green: Lantern? = Lantern(label: "green")
let counter: () -> Int = { [brightness = green!.brightness] in brightness * 10 }
green!.brightness = 7
print(counter(), green!.describe())
green = nil

var count = 0
let bump = { [count] in print("captured", count) }
count += 5
bump()
print("count now", count)
print("end")

// expect: light red
// expect: red at 5
// expect: Odo sees red dim
// expect: red variable cleared
// expect: Odo sees red dim
// expect: keeper Odo retires
// expect: snuff red
// expect: nobody to tell
// expect: light green
// expect: 10 green at 7
// expect: snuff green
// expect: captured 0
// expect: count now 5
// expect: end
