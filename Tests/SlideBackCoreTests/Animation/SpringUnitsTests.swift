import XCTest
@testable import SlideBackCore

/// Each unit system against the example its source publishes (or, where it publishes none, the
/// source's own arithmetic worked by hand), and every system round trip.
final class SpringUnitsTests: XCTestCase {
    private func assertSpring(_ spring: SpringUnits, stiffness: Double, damping: Double, mass: Double = 1, accuracy: Double,
                              file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(spring.stiffness, stiffness, accuracy: accuracy, "stiffness", file: file, line: line)
        XCTAssertEqual(spring.damping, damping, accuracy: accuracy, "damping", file: file, line: line)
        XCTAssertEqual(spring.mass, mass, accuracy: 1e-12, "mass", file: file, line: line)
    }

    func testSwiftUIDurationAndBounceGiveApplesExample() {
        // Apple, Spring(duration:bounce:): duration 0.5, bounce 0.3 is stiffness 157.9, damping 17.6.
        assertSpring(SpringUnits(duration: 0.5, bounce: 0.3), stiffness: 157.9, damping: 17.6, accuracy: 0.05)
        XCTAssertEqual(SpringUnits(duration: 0.5, bounce: 0.3).dampingRatio, 0.7, accuracy: 1e-12)
    }

    func testSwiftUIResponseAndDampingFraction() {
        // SwiftUI's default spring(response: 0.5, dampingFraction: 0.825): k = (2 pi / 0.5)^2, c = 4 pi 0.825 / 0.5.
        assertSpring(SpringUnits(response: 0.5, dampingFraction: 0.825), stiffness: 157.9137, damping: 20.7345, accuracy: 1e-4)
        // With a mass, k and c scale with it; the motion (k / m, c / m) is the same.
        assertSpring(SpringUnits(response: 0.5, dampingFraction: 0.825, mass: 3), stiffness: 473.7410, damping: 62.2035, mass: 3, accuracy: 1e-4)
        // Apple: a response and damping fraction is the duration and 1 - bounce.
        let response = SpringUnits(response: 0.5, dampingFraction: 0.7), duration = SpringUnits(duration: 0.5, bounce: 0.3)
        assertSpring(response, stiffness: duration.stiffness, damping: duration.damping, accuracy: 1e-9)
    }

    func testFlutterNegativeBounceIsOverdampedAsFlutterWritesIt() {
        // spring_simulation.dart: dampingRatio = bounce > 0 ? 1 - bounce : 1 / (bounce + 1).
        let spring = SpringUnits(duration: 0.5, bounce: -0.5)
        XCTAssertEqual(spring.dampingRatio, 2, accuracy: 1e-12)
        assertSpring(spring, stiffness: 157.9137, damping: 2 * 2 * (157.91367041742973).squareRoot(), accuracy: 1e-4)
        // Its `bounce` getter: dampingRatio < 1 ? 1 - ratio : 1 / ratio - 1.
        XCTAssertEqual(spring.bounce, -0.5, accuracy: 1e-12)
        XCTAssertEqual(SpringUnits(duration: 0.5, bounce: 0).dampingRatio, 1, "bounce 0 is critical on both branches")
    }

    func testComposeDampingRatioAndStiffness() {
        // Compose's Spring.DampingRatioMediumBouncy (0.5) at Spring.StiffnessMedium (1500): c = 2 zeta sqrt(k m).
        assertSpring(SpringUnits(dampingRatio: 0.5, stiffness: 1500), stiffness: 1500, damping: 38.7298, accuracy: 1e-4)
        // At mass 3, Compose (mass 1) writes the same motion as stiffness k / m.
        let heavy = SpringUnits(stiffness: 1000, damping: 500, mass: 3)
        XCTAssertEqual(heavy.values(in: .compose)![1], 1000.0 / 3, accuracy: 1e-9)
    }

    func testFramerVisualDurationAndBounce() {
        // motion-dom getSpringOptions: root = 2 pi / (1.2 visualDuration), k = root^2, c = 2 clamp(0.05, 1, 1 - bounce) sqrt(k).
        let omega = 2 * Double.pi / (1.2 * 0.5)
        assertSpring(SpringUnits(visualDuration: 0.5, bounce: 0.25), stiffness: 109.6623, damping: 15.7080, accuracy: 1e-4)
        XCTAssertEqual(SpringUnits(visualDuration: 0.5, bounce: 0.25).stiffness, omega * omega, accuracy: 1e-9)
        // Its clamp: a bounce past 0.95 is a ratio of 0.05, a negative one critical.
        XCTAssertEqual(SpringUnits(visualDuration: 0.5, bounce: 0.99).dampingRatio, 0.05, accuracy: 1e-12)
        XCTAssertEqual(SpringUnits(visualDuration: 0.5, bounce: -1).dampingRatio, 1, accuracy: 1e-12)
        // An overdamped spring has no visual duration and bounce.
        XCTAssertNil(SpringUnits(stiffness: 1000, damping: 500, mass: 3).framer)
    }

    func testOrigamiTensionAndFrictionGiveReboundsDefault() {
        // Rebound's DEFAULT_ORIGAMI_SPRING_CONFIG, fromOrigamiTensionAndFriction(40, 7): tension 230.2, friction 22
        // (React Native's spring without constants too).
        assertSpring(SpringUnits(tension: 40, friction: 7), stiffness: 230.2, damping: 22, accuracy: 1e-9)
        let back = SpringUnits(stiffness: 230.2, damping: 22).origami
        XCTAssertEqual(back.tension, 40, accuracy: 1e-9)
        XCTAssertEqual(back.friction, 7, accuracy: 1e-9)
    }

    func testBouncinessAndSpeedThroughReboundsBouncyConversion() {
        // React Native's defaults, bounciness 8 and speed 12, through BouncyConversion.js by hand:
        // b = 8 / 1.7 / 20 * 0.8 = 0.18824, s = 12 / 1.7 / 20 = 0.35294, tension = 0.5 + s * 199.5 = 70.912,
        // b3Nobounce(70.912) = 0.00000045 t^3 - 0.000332 t^2 + 0.1078 t + 5.84 = 11.9753,
        // friction = lerp(2b - b^2 = 0.34104, 11.9753, 0.01) = 7.8947; so k = 342.1006, c = (7.8947 - 8) 3 + 25 = 24.6840.
        assertSpring(SpringUnits(bounciness: 8, speed: 12), stiffness: 342.1006, damping: 24.6840, accuracy: 1e-4)
        // bounciness 4, speed 12: 342.1 and 30.49, as React Native's users quote it.
        assertSpring(SpringUnits(bounciness: 4, speed: 12), stiffness: 342.1006, damping: 30.4870, accuracy: 1e-4)
        // Each cubic piece of b3Nobounce (tension up to 18, to 44, beyond).
        XCTAssertEqual(SpringUnits.Bouncy.noBounceFriction(tension: 10), 0.7 - 3.1 + 6.4 + 1.28, accuracy: 1e-12)
        XCTAssertEqual(SpringUnits.Bouncy.noBounceFriction(tension: 20), 0.352 - 2.4 + 7.2 + 2, accuracy: 1e-12)
        // A spring bouncier than bounciness 42.5 reaches has none.
        XCTAssertNil(SpringUnits(stiffness: 342.1, damping: 0.5).bouncinessAndSpeed)
    }

    func testEverySystemRoundTrips() {
        let springs = [SpringUnits(stiffness: 157.9137, damping: 17.5929), SpringUnits(stiffness: 1000, damping: 500, mass: 3),
                       SpringUnits(stiffness: 120, damping: 8), SpringUnits(bounciness: 8, speed: 12), SpringUnits(tension: 40, friction: 7),
                       SpringUnits(stiffness: 100, damping: 20)]
        for spring in springs {
            for system in SpringUnits.System.allCases {
                guard let values = spring.values(in: system) else { continue }
                // The response is for the spring's own mass; the other systems (but the physical one,
                // which lists its mass) are at mass 1, the same motion: k / m and c / m.
                let again = SpringUnits(system, values + (system == .response ? [spring.mass] : []))
                XCTAssertEqual(again.stiffness / again.mass, spring.stiffness / spring.mass, accuracy: 1e-9 * spring.stiffness,
                               "\(system) of \(spring)")
                XCTAssertEqual(again.damping / again.mass, spring.damping / spring.mass, accuracy: 1e-9 * max(1, spring.damping),
                               "\(system) of \(spring)")
            }
        }
        // A bouncy spring within every system's reach is written in each.
        XCTAssertEqual(SpringUnits.System.allCases.filter { SpringUnits(stiffness: 120, damping: 8).values(in: $0) == nil }, [])
    }

    func testAListingShowsEverySystemAndSaysWhyOneCannot() throws {
        let text = SpringListing.text(SpringUnits(stiffness: 1000, damping: 500, mass: 3))
        XCTAssertTrue(text.hasPrefix("damping ratio 4.5644: overdamped"), text)
        XCTAssertTrue(text.contains("    response 0.3441 s, dampingFraction 4.5644\n"), text)
        XCTAssertTrue(text.contains("    duration 0.3441 s, bounce -0.7809\n"), text)
        XCTAssertTrue(text.contains("    -  (its bounce gives damping ratios from 0.05 to 1 only"), text)
        let json = try SpringListing.json(SpringUnits(duration: 0.5, bounce: 0.3))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let systems = object?["systems"] as? [String: Any]
        XCTAssertEqual(Set(systems?.keys.map { $0 } ?? []), Set(SpringUnits.System.allCases.map(\.rawValue)))
        XCTAssertEqual((systems?["duration-bounce"] as? [String: Double])?["bounce"] ?? 0, 0.3, accuracy: 1e-12)
    }
}
