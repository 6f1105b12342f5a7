// Custom DynamicProperty: counting renders inside update() (the "mutating update()" trick from blog posts)
// update() mutates a scratch copy of the view value: a plain stored `var` written there is seen by that one body
// run and then lost, so it reads 1 at every body (rules §7.2); a class instance the wrapper holds is shared by the
// copies, so its count grows. The root value is made once by :mount and never rebuilt (rules §2.6: no parent body).
import SwiftUI

final class UpdateLog {
    var count = 0
}

@propertyWrapper
struct RenderCount: DynamicProperty {
    private var perCopy = 0
    private let log = UpdateLog()

    init() {}

    var wrappedValue: String { "copy \(perCopy), log \(log.count)" }

    mutating func update() {
        perCopy += 1
        log.count += 1
    }
}

struct Dashboard: View {
    @RenderCount var renders
    @State private var refreshes = 0

    var body: some View {
        let _ = print("body: \(renders)")
        Button("Refresh \(refreshes)") { refreshes += 1 }
    }
}

:mount Dashboard()
// expect: body: copy 1, log 1
:tap "Refresh 0"
// expect: body: copy 1, log 2
:tap "Refresh 1"
// expect: body: copy 1, log 3
