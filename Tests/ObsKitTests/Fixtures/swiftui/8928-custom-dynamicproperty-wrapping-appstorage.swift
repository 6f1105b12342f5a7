// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/appstorage (a custom DynamicProperty wrapping @AppStorage with a key chosen by its initializer: a change through one view's wrapper updates the user default and re-renders another view that reads the same key)
import SwiftUI

@propertyWrapper
struct Preference: DynamicProperty {
    @AppStorage private var stored: Int

    init(_ key: String, default value: Int) {
        _stored = AppStorage(wrappedValue: value, key)
    }

    var wrappedValue: Int {
        get { stored }
        nonmutating set { stored = newValue }
    }
    var projectedValue: Binding<Int> { $stored }
}

struct FontSizeLabel: View {
    @Preference("fontSize", default: 14) var size: Int

    var body: some View {
        let _ = print("label: \(size)pt")
        Text("\(size)pt")
    }
}

struct FontSizeStepper: View {
    @Preference("fontSize", default: 14) var size: Int

    var body: some View {
        Stepper("Font size", value: $size, in: 10...20)
    }
}

struct TypographySettings: View {
    var body: some View {
        VStack {
            FontSizeLabel()
            FontSizeStepper()
        }
    }
}

:mount TypographySettings()
:step "Font size" up 2
// expect: label: 14pt
// expect: label: 15pt
// expect: label: 16pt
