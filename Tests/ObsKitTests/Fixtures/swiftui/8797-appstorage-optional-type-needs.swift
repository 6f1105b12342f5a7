// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/appstorage/init(_:store:) (an @AppStorage of an optional type needs no default: it defaults to nil if there is no stored value, and a button can then write a value)
import SwiftUI

struct NicknameView: View {
    @AppStorage("nickname") private var nickname: String?

    var body: some View {
        VStack {
            Button("Set nickname") { nickname = "Bee" }
            Button("Show") { print("nickname: \(nickname ?? "none")") }
        }
    }
}

:mount NicknameView()
:tap "Show"
:tap "Set nickname"
:tap "Show"
// expect: nickname: none
// expect: nickname: Bee
