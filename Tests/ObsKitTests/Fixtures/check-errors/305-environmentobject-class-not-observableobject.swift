// Check error: @EnvironmentObject of a class that is not an ObservableObject
import SwiftUI

final class Session {
    var userName = "guest"
}

struct AccountBadge: View {
    @EnvironmentObject var session: Session

    var body: some View {
        Text(session.userName)
    }
}

:mount AccountBadge().environmentObject(Session())
// expect-error: generic struct 'EnvironmentObject' requires that 'Session' conform to 'ObservableObject'
