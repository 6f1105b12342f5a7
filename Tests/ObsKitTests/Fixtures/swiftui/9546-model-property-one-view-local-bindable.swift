// SwiftUI from a community tutorial: https://gist.github.com/davidsteppenbeck/c70048d908d21ad728110d876ff5c10b (bindings to an @Observable model from the environment: a computed Bindable(model) property in one view, a local @Bindable in another's body)
// The gist "Examples of applying `Bindable` from environment observables in SwiftUI views in iOS 17": StateView owns
// `@State var model = ViewModel(isOn: true, text: "some model text")` and puts it in the environment of two views; the
// first reads it with `@Environment(ViewModel.self)` and makes `private var bindable: Bindable<ViewModel> {
// Bindable(model) }`, the second declares `@Bindable var model = model` in its body (Apple's Bindable page shows both
// forms). Both edit the one model, so the second view's onChange sees the first view's toggle too.
// - Flip the first toggle; flip the second; clear the first text field, type into the second.
import SwiftUI
import Observation

@Observable class ViewModel {
    var isOn: Bool
    var text: String

    init(isOn: Bool = false, text: String = "default") {
        self.isOn = isOn
        self.text = text
        print("ViewModel init: \(text)")
    }
}

struct StateView: View {
    @State var model = ViewModel(isOn: true, text: "some model text")

    var body: some View {
        BindableModelView1().environment(model)
        Divider()
        BindableModelView2().environment(model)
    }
}

struct BindableModelView1: View {
    @Environment(ViewModel.self) var model

    private var bindable: Bindable<ViewModel> {
        Bindable(model)
    }

    var body: some View {
        VStack {
            Text(model.text)
            Toggle("toggle", isOn: bindable.isOn)
            TextField("text field", text: bindable.text)
        }
    }
}

struct BindableModelView2: View {
    @Environment(ViewModel.self) var model

    var body: some View {
        @Bindable var model = model
        VStack {
            Text("on: \(model.isOn.description)")
            Toggle("toggle 2", isOn: $model.isOn)
            TextField("text field 2", text: $model.text)
        }
        .onChange(of: model.isOn) { _, isOn in print("isOn: \(isOn)") }
        .onChange(of: model.text) { _, text in print("text: \(text)") }
    }
}

:mount StateView()
// expect: ViewModel init: some model text
:toggle "toggle"
// expect: isOn: false
:toggle "toggle 2"
// expect: isOn: true
:clear "text field"
// expect: text: 
:type "hi" into "text field 2"
// expect: text: h
// expect: text: hi
