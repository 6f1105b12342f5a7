// Check error: a closure captures self in init before all properties are set
class ButtonModel {
    let title: String
    var action: () -> Void
    var tapCount: Int

    init(title: String) {
        self.title = title
        self.action = {
            print("Tapped \(self.title)")
        }
        self.tapCount = 0
    }

    func tap() {
        tapCount += 1
        action()
    }
}

let model = ButtonModel(title: "Save")
model.tap()
// expect-error: 'self' captured by a closure before all members were initialized
