// Swift book style (closures as properties): a button whose action captures a view controller weakly
final class Button {
    let title: String
    var action: (() -> Void)?
    init(title: String) { self.title = title }
    deinit { print("button \(title) deinit") }
    func tap() {
        print("tap \(title)")
        action?()
    }
}

final class Controller {
    let button = Button(title: "OK")
    var taps = 0
    init() {
        button.action = { [weak self] in
            guard let strongSelf = self else { return }
            strongSelf.taps += 1
            print("controller handled tap #\(strongSelf.taps)")
        }
    }
    deinit { print("controller deinit with \(taps) taps") }
}

var controller: Controller? = Controller()
let button = controller!.button
button.tap()
button.tap()
controller = nil
button.tap()
print("end")
// expect: tap OK
// expect: controller handled tap #1
// expect: tap OK
// expect: controller handled tap #2
// expect: controller deinit with 2 taps
// expect: tap OK
// expect: end
