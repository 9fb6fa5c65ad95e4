// SlideBack style "cupertino": iOS as Flutter's CupertinoPageRoute draws it: each page with its own bar, a faint shadow
// A built-in style of SlideBack.
// Written by `slideback export --target compose cupertino` against Navigation Compose 2.8 (NavHost enterTransition/exitTransition/popEnterTransition/popExitTransition, predictive back) on Compose Animation 1.7.
// Every constant the platform can take is carried over; what it cannot is said where it would go.

import androidx.compose.animation.*
import androidx.compose.animation.core.*
import androidx.compose.ui.graphics.TransformOrigin
import androidx.navigation.NavBackStackEntry
import kotlin.math.roundToInt

// Use: val t = remember(density) { SlideBackCupertinoTransitions(LocalDensity.current.density) }
// NavHost(navController, startDestination, enterTransition = t.enterTransition, exitTransition = t.exitTransition,
//         popEnterTransition = t.popEnterTransition, popExitTransition = t.popExitTransition) { ... }
class SlideBackCupertinoTransitions(private val density: Float) {
    // pushes and pops take 0.5 s on fastEaseInToSlowEaseOut; a released swipe settles in the distance left x 0.8 s (at most 0.3 s back) on fastLinearToSlowEaseIn.
    // Navigation Compose finishes a released predictive back on its own; settle is for a
    // SeekableTransitionState you drive yourself: animateTo(target, animation = settle).
    val settle: FiniteAnimationSpec<Float> = tween(durationMillis = 800, easing = CubicBezierEasing(0.18f, 1f, 0.04f, 1f))
    val easing: Easing = Easing { t -> if (t < 0.198f) 0.541f * CubicBezierEasing(0.282828f, 0.044362f, 0.545455f, 0.57024f).transform(t / 0.198f) else 0.541f + (1f - 0.541f) * CubicBezierEasing(0.208853f, 1f, 0.434539f, 0.976035f).transform((t - 0.198f) / (1f - 0.198f)) }

    // the page casts a shadow of 0.015686: a transition draws none.
    val enterTransition: AnimatedContentTransitionScope<NavBackStackEntry>.() -> EnterTransition = {
        slideInHorizontally(tween(durationMillis = 500, easing = easing), initialOffsetX = { fullWidth -> (fullWidth * 1f).roundToInt() })
    }

    // the page underneath is dimmed by 0.094118 -> 0: a transition draws no scrim.
    val exitTransition: AnimatedContentTransitionScope<NavBackStackEntry>.() -> ExitTransition = {
        slideOutHorizontally(tween(durationMillis = 500, easing = easing), targetOffsetX = { fullWidth -> (fullWidth * -0.333333f).roundToInt() })
    }

    // the page underneath is dimmed by 0.094118 -> 0: a transition draws no scrim.
    val popEnterTransition: AnimatedContentTransitionScope<NavBackStackEntry>.() -> EnterTransition = {
        slideInHorizontally(tween(durationMillis = 500, easing = easing), initialOffsetX = { fullWidth -> (fullWidth * -0.333333f).roundToInt() })
    }

    // the page casts a shadow of 0.015686: a transition draws none.
    val popExitTransition: AnimatedContentTransitionScope<NavBackStackEntry>.() -> ExitTransition = {
        slideOutHorizontally(tween(durationMillis = 500, easing = easing), targetOffsetX = { fullWidth -> (fullWidth * 1f).roundToInt() })
    }

    // The gesture: a fling of at least 1 widths/s decides by its direction, else it pops past 0.5 of the width; the system's back gesture decides instead (it commits past its own threshold).
    // the bar: each page moves with its own bar (put the bar inside each page).
}
