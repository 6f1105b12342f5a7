// @Published properties of an ObservableObject read and write like ordinary properties.
import Combine

final class Model: ObservableObject {
    @Published var count = 0
    @Published var title = "start"
    @Published var isOn = false
}
let m = Model()
m.count += 1
m.title = "changed"
m.isOn.toggle()
print(m.count)
// expect: 1
print(m.title)
// expect: changed
print(m.isOn)
// expect: true
