// SwiftUI from Apple's documentation: calling objectWillChange.send() by hand updates observers; a silent change does not
// Apple, ObservableObjectPublisher.send() (https://developer.apple.com/documentation/combine/observableobjectpublisher/send()):
// "Sends the changed value to the downstream subscriber." objectWillChange (https://developer.apple.com/documentation/
// combine/observableobject/objectwillchange): "A publisher that emits before the object has changed." A plain `var` with
// no send() tells no one, so the view shows the silent change only at the next real update.
import SwiftUI

final class Clock: ObservableObject {
    var ticks = 0
    func tickLoudly() {
        objectWillChange.send()
        ticks += 1
    }
    func tickSilently() { ticks += 1 }
}

struct ClockView: View {
    @StateObject private var clock = Clock()
    var body: some View {
        let _ = print("ClockView ticks \(clock.ticks)")
        Button("Loud") { clock.tickLoudly() }
        Button("Silent") { clock.tickSilently() }
    }
}

:mount ClockView()
:tap "Silent"
:tap "Loud"
// expect: ClockView ticks 0
// expect: ClockView ticks 2
