extension StyleSpec {
    /// The built-in styles that reproduce a platform or a peer library, after the first five; Tab
    /// and `--style` reach them. Each takes its numbers from the source docs/techniques.md cites.
    public static let peers: [StyleSpec] = [cupertino, reactNavigation, ios26, predictiveBack, predictiveBackShared, scaleBack, fakeBar]
        + crossPlatform + androidFamily + [iosMeasured, iosZoom]

    /// iOS as Flutter's `CupertinoPageRoute` draws it (flutter/flutter
    /// `packages/flutter/lib/src/cupertino/route.dart`): each page with its own bar, 500 ms pushes
    /// and pops on `fastEaseInToSlowEaseOut`, the page underneath at -1/3 of the width under a
    /// barrier of 0x18000000 (0.094) times the progress, a 0x04000000 edge shadow over 5% of the
    /// width that fades with it; a 20 pt edge, a fling at 1 width/s, Flutter's settle; a command
    /// during a held swipe acts at once on the stack, as Flutter's navigator does.
    private static var cupertino: StyleSpec {
        var spec = StyleSpec(name: "cupertino", base: .slideback,
                             summary: "iOS as Flutter's CupertinoPageRoute draws it: each page with its own bar, a faint shadow")
        spec.pushCurve = .fastEaseInToSlowEaseOut
        spec.pushDuration = 0.5
        spec.drag.takeFlutterShadowAndBarrier()
        spec.commandsWhileSwiping = .act
        // Flutter leaves its transitions as they are unless the app reads MediaQueryData.reduceMotion.
        spec.reduceMotion = .ignore
        return spec
    }

    /// React Navigation's stack on iOS (react-navigation/react-navigation `packages/stack`):
    /// `forHorizontalIOS` puts the page underneath at -0.3 of the width under an overlay of 0.07
    /// and gives the card a shadow of 0.3 (radius 5, offset -1), both gone as it leaves;
    /// `TransitionIOSSpec` opens, closes and settles on a spring of stiffness 1000, damping 500,
    /// mass 3, clamped, at rest within 10 and 10, solved as React Native solves it. The gesture
    /// starts within 50 pt of the edge, activates after 5 pt to the right and fails past 20 pt up
    /// or down; a release projects 0.3 s of velocity against half the width.
    private static var reactNavigation: StyleSpec {
        var spec = StyleSpec(name: "react-navigation", base: .slideback,
                             summary: "React Navigation's iOS card: a critically solved spring, a projected release")
        spec.edgeWidth = 50
        spec.activateAfter = 5
        spec.failVertical = 20
        spec.release = .projected
        spec.settleCurve = .spring
        spec.springRestDistance = 10
        spec.springRestSpeed = 10
        spec.springSolver = .reactNative
        spec.pushMotion = .spring
        spec.drag.backParallax = 0.3
        spec.drag.backDim = Ramp(from: 0.07)
        spec.drag.shadow = PageTransform.Shadow(opacity: 0.3, width: 10, offset: -1)
        spec.drag.shadowOpacityEnd = 0
        // The toolkit draws its own transition; the sources read say nothing of the setting (docs/techniques.md).
        spec.reduceMotion = .ignore
        return spec
    }

    /// iOS as swift_transitions measured it frame by frame from native recordings
    /// (JakeThomson/swift_transitions `lib/src/page/back_gesture.dart`, `lib/src/physics/curves.dart`,
    /// `lib/src/page/swift_page_transition.dart`): the edge swipe's page stays put for 12 pt and then
    /// follows 12 pt behind the finger; a release pops when `x + 0.12 s * v` passes 0.53 W and lands
    /// on a spring of 22 rad/s at a damping ratio of 0.85 (k 484, c 37.4, m 1); a push decays as
    /// `1 - e^(-t / 61 ms)` over 400 ms with no ease-in; the covered page travels 0.29 W on the same
    /// curve, dimmed 0.115 times the progress; the shadow is 0.03 over 5% of the width.
    private static var iosMeasured: StyleSpec {
        var spec = StyleSpec(name: "ios-measured", base: .slideback,
                             summary: "iOS as measured from recordings (swift_transitions): a 12 pt dead zone, a 22 rad/s spring, a 61 ms push")
        spec.deadZone = 12
        spec.release = .projected
        spec.projection = 0.12
        spec.completeAt = 0.53
        spec.takeUIKitMotion()
        // Flutter's SpringSimulation, which the package lands on, lets a ratio of 0.85 carry past the end.
        spec.springOvershoot = .allow
        spec.commandsWhileSwiping = .act
        spec.drag.backParallax = 0.29
        spec.drag.backDim = Ramp(from: 0.115)
        spec.drag.shadow = PageTransform.Shadow(opacity: 0.03, width: 0, offset: 0)
        spec.drag.shadowWidthFraction = 0.05
        spec.drag.shadowOpacityEnd = 0
        return spec
    }

    /// The iOS 26 content swipe (`UINavigationController.interactiveContentPopGestureRecognizer`):
    /// a swipe starts anywhere in the content when its first motion is horizontal, leading to
    /// trailing, and a control under the finger wins (the gallery's carousel); the bar's
    /// background goes with its page while its buttons and title stay pinned and cross-fade; a
    /// press during a completing settle lets that pop finish and swipes the next page, so pages
    /// go one after another. Apple states no numbers: the motion and release are the stock ones.
    private static var ios26: StyleSpec {
        var spec = StyleSpec(name: "ios26", base: .system,
                             summary: "iOS 26's content swipe: from anywhere, pinned bar items, several pops in a row")
        spec.pan = .content
        // Apple's words: it recognizes "when a person first pans horizontally".
        spec.swipeStart = .firstMotion
        spec.whileSettling = .swipeNext
        // UIKit reads a flick from its last couple of touches, not from Flutter's three samples.
        spec.velocityEstimator = .line
        spec.drag = builtIn(.system).drag
        spec.drag.bar = .fakeBackground
        return spec
    }

    /// GKNavigationBar's scale pop (QuintGao/GKNavigationBar): the page underneath stands still,
    /// scaled to 0.95 x 0.97 and growing back to full size under a black cover of 0.6 -> 0; the
    /// moving page casts a shadow of 0.2 with a 4 pt radius; half the width commits.
    private static var scaleBack: StyleSpec {
        var spec = StyleSpec(name: "scale-back", base: .slideback,
                             summary: "GKNavigationBar's scale pop: the page underneath shrunk to 0.95 x 0.97 under a 0.6 cover")
        spec.release = .distance
        spec.settleCurve = .seed
        spec.drag.backParallax = 0
        spec.drag.backScale = 0.95
        spec.drag.backScaleY = 0.97
        spec.drag.backDim = Ramp(from: 0.6)
        spec.drag.shadow = PageTransform.Shadow(opacity: 0.2, width: 8, offset: 0)
        return spec
    }

    /// The fake-bar family (MoZhouqi/KMNavigationBarTransition, listenzz/HBDNavigationBar,
    /// Tencent/QMUI_iOS): the stock transition, but the real bar's background is hidden and each
    /// page carries a copy of its own bar background; titles and buttons stay shared and cross-fade.
    private static var fakeBar: StyleSpec {
        var spec = StyleSpec(name: "fake-bar", base: .system,
                             summary: "each page carries a copy of its bar background; titles and buttons cross-fade as the system's")
        spec.drag = builtIn(.system).drag
        spec.drag.bar = .fakeBackground
        return spec
    }
}

extension StyleSpec {
    /// UIKit's push, pop and release curves as swift_transitions measured them
    /// (JakeThomson/swift_transitions `lib/src/physics/curves.dart`, `lib/src/page/back_gesture.dart`):
    /// pushes and pops in 400 ms on `iosDecay`, releases landing on a spring of 22 rad/s at a damping
    /// ratio of 0.85 (k 484, c 37.4, m 1), solved exactly. `system` and `ios-measured` move so.
    mutating func takeUIKitMotion() {
        pushMotion = .curve
        pushCurve = .iosDecay
        pushDuration = 0.4
        settleCurve = .spring
        springStiffness = 484
        springDamping = 37.4
        springMass = 1
        springSolver = .exact
    }
}

extension PhaseLook {
    /// The shadow and dimming Flutter's `CupertinoPageRoute` draws (flutter/flutter
    /// `packages/flutter/lib/src/cupertino/route.dart`): a barrier of 0x18000000 (0.094) times
    /// the progress over the page underneath, and a 0x04000000 gradient over 5% of the width left
    /// of the moving page, fading with it. `cupertino` and our own style wear it.
    mutating func takeFlutterShadowAndBarrier() {
        backDim = Ramp(from: 24.0 / 255)
        shadow = PageTransform.Shadow(opacity: 4.0 / 255, width: 0, offset: 0)
        shadowWidthFraction = 0.05
        shadowOpacityEnd = 0
    }
}
