// environment and custom wrappers style: an @AppStorage-like wrapper of our own (@StoredText("key")) built on an ObservableObject key-value store, its projectedValue a Binding for a TextField; each keystroke re-runs the field's view and every other view on the same store, and a write from plain code outside any view does too (rules §7.1, §6.5, §9.1, §10.1)
import SwiftUI

final class DefaultsBox: ObservableObject {
    static let standard = DefaultsBox()

    @Published private(set) var strings: [String: String] = [:]

    func set(_ value: String, for key: String) {
        strings[key] = value
    }
}

@propertyWrapper
struct StoredText: DynamicProperty {
    @ObservedObject private var box = DefaultsBox.standard
    let key: String
    let initial: String

    init(wrappedValue: String, _ key: String) {
        self.initial = wrappedValue
        self.key = key
    }

    var wrappedValue: String {
        get { box.strings[key] ?? initial }
        nonmutating set { box.set(newValue, for: key) }
    }

    var projectedValue: Binding<String> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

struct NicknameField: View {
    @StoredText("nickname") private var nickname = ""

    var body: some View {
        let _ = print("NicknameField body: '\(nickname)'")
        TextField("Nickname", text: $nickname)
    }
}

struct NicknameGreeting: View {
    @StoredText("nickname") private var nickname = ""

    var body: some View {
        let _ = print("NicknameGreeting body: '\(nickname)'")
        Text(nickname.isEmpty ? "Hello!" : "Hello, \(nickname)!")
    }
}

struct NicknameForm: View {
    var body: some View {
        VStack {
            NicknameField()
            NicknameGreeting()
        }
    }
}

:mount NicknameForm()
// expect: NicknameField body: ''
// expect: NicknameGreeting body: ''
:type "Jo" into "Nickname"
// expect: NicknameField body: 'J'
// expect: NicknameGreeting body: 'J'
// expect: NicknameField body: 'Jo'
// expect: NicknameGreeting body: 'Jo'
DefaultsBox.standard.set("Max", for: "nickname")
// expect: NicknameField body: 'Max'
// expect: NicknameGreeting body: 'Max'
