// Issue 13 (B), `#if` inside a modifier chain (postfix member expressions in #if, Swift 5.5): the modifiers
// in the active branch apply, the others are skipped. ObsREPL runs code as on iOS: `os(iOS)` and
// `canImport(UIKit)` are true, `os(macOS)` is false.
// Source: https://github.com/swiftlang/swift-evolution/blob/main/proposals/0308-postfix-if-config-expressions.md,
// The Swift Programming Language, "Compiler Control Statements". Assumed: ObsREPL's platform is iOS (the
// rules' default target, iOS 18).
import SwiftUI

struct UserField: View {
    @State private var user = ""

    var body: some View {
        Form {
            TextField("User", text: $user)
                #if os(iOS)
                .textInputAutocapitalization(.never)
                .keyboardType(.emailAddress)
                #endif
                .onSubmit { print("submit", user) }
            Button("Go") { print("go", user) }
                #if canImport(UIKit)
                .onAppear { print("UIKit available") }
                #else
                .onAppear { print("no UIKit") }
                #endif
                #if os(macOS)
                .onAppear { print("on macOS") }
                #endif
        }
    }
}

:mount UserField()
:type "ann" into "User"
:submit "User"
:tap "Go"

// expect: UIKit available
// expect: submit ann
// expect: go ann
