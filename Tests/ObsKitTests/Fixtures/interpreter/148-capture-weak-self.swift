// [weak self] capture avoids a retain cycle; deinit can run
class ViewModel {
    var name = "vm"
    var onUpdate: (() -> Void)?
    init() {
        onUpdate = { [weak self] in
            guard let self else {
                print("self is gone")
                return
            }
            print("updating \(self.name)")
        }
    }
    deinit { print("ViewModel deinit") }
}

var vm: ViewModel? = ViewModel()
let callback = vm!.onUpdate!
callback()
vm = nil
callback()

class Box { var v = 1 }
var box: Box? = Box()
let reader = { [weak box] in print(box?.v as Any) }
reader()
box = nil
reader()

// expect: updating vm
// expect: ViewModel deinit
// expect: self is gone
// expect: Optional(1)
// expect: nil
