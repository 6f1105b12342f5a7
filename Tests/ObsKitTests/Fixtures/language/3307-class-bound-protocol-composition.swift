// Compiler test style: class-bound protocol composition and existential dispatch
class View {
    var frame: Int = 0
    func draw() -> String { "View(\(frame))" }
}
protocol Tappable: AnyObject {
    var taps: Int { get set }
    func tap()
}
extension Tappable {
    func tap() { taps += 1 }
    func doubleTap() { tap(); tap() }
}
class ButtonView: View, Tappable {
    var taps = 0
    override func draw() -> String { "Button(\(frame), taps \(taps))" }
}
class Switch: ButtonView {
    var on = false
    func tap() {
        taps += 1
        on.toggle()
    }
    override func draw() -> String { "Switch(\(on))" }
}

let controls: [View & Tappable] = [ButtonView(), Switch()]
for c in controls {
    c.frame = 5
    c.tap()
    c.doubleTap()
    print(c.draw(), c.taps)
}
let t: Tappable = controls[1]
t.taps = 100
print(controls[1].taps, (controls[1] as! Switch).on)
let sw = Switch()
sw.tap()
print(sw.draw())
let asProto: Tappable = sw
asProto.tap()
print(sw.draw(), sw.taps)
sw.doubleTap()
print(sw.draw(), sw.taps)
// expect: Button(5, taps 3) 3
// expect: Switch(false) 3
// expect: 100 false
// expect: Switch(true)
// expect: Switch(true) 2
// expect: Switch(true) 4
