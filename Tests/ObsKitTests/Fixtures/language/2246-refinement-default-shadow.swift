// Compiler test style: defaults in protocol refinements shadow base defaults; witnesses fixed at conformance time
protocol Greeter {
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "hello from Greeter" }
    func wave() -> String { "wave: " + greet() }
}

protocol LoudGreeter: Greeter {}
extension LoudGreeter {
    func greet() -> String { "HELLO FROM LOUD" }
}

struct Quiet: Greeter {}
struct Loud: LoudGreeter {}
struct Custom: LoudGreeter { func greet() -> String { "custom" } }

func viaBase<G: Greeter>(_ g: G) -> String { g.greet() }
func viaLoud<G: LoudGreeter>(_ g: G) -> String { g.greet() }

print(Quiet().greet(), "|", viaBase(Quiet()))
print(Loud().greet(), "|", viaBase(Loud()), "|", viaLoud(Loud()))
print(Custom().greet(), "|", viaBase(Custom()), "|", Custom().wave())

class BaseView: Greeter {}
class FancyView: BaseView {
    func greet() -> String { "fancy" }
}
let fancy = FancyView()
print(fancy.greet())
print(viaBase(fancy))
let g: Greeter = fancy
print(g.greet(), "|", fancy.wave())

class Panel: Greeter {
    func greet() -> String { "panel" }
}
class SidePanel: Panel {
    override func greet() -> String { "side " + super.greet() }
}
let side: Greeter = SidePanel()
print(side.greet(), "|", viaBase(SidePanel()), "|", SidePanel().wave())
// expect: hello from Greeter | hello from Greeter
// expect: HELLO FROM LOUD | HELLO FROM LOUD | HELLO FROM LOUD
// expect: custom | custom | wave: custom
// expect: fancy
// expect: hello from Greeter
// expect: hello from Greeter | wave: hello from Greeter
// expect: side panel | side panel | wave: side panel
